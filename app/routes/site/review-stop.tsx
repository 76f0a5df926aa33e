import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/review-stop";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { Button } from "#app/components/ui/button.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { stopReviewEmails } from "#app/reviews/requests.server.ts";
import { REVIEW_TOKEN } from "#app/reviews/request-token.server.ts";
import { pageHead } from "#app/utils/seo.ts";

// /review/<token>/stop: the opt-out of a review request (issue 33), also
// its List-Unsubscribe target. As for the newsletter's /u/<token>, a visit
// only shows the button (mail scanners open links); the button's POST and
// a mail program's one-click POST stop the emails at once.

const title = "Stop review requests";
const NO_STORE = { "Cache-Control": "no-store" };

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title,
    description: `Stop review request emails from ${business().name}.`,
  }),
  { name: "robots", content: "noindex" },
];

export function loader({ params }: Route.LoaderArgs) {
  const valid = REVIEW_TOKEN.test(params.token);
  return data(
    { state: valid ? ("ask" as const) : ("unknown" as const) },
    { status: valid ? 200 : 404, headers: NO_STORE },
  );
}

// The button's POST and a mail program's one-click POST (body
// "List-Unsubscribe=One-Click", from any origin: server/same-origin.ts) get
// the same answer: a 2xx is all RFC 8058 asks.
export async function action({ params }: Route.ActionArgs) {
  const stopped = await stopReviewEmails(params.token);
  return data(
    { state: stopped ? ("done" as const) : ("unknown" as const) },
    { status: stopped ? 200 : 404, headers: NO_STORE },
  );
}

export default function ReviewStop({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <PageIntro
        title={title}
        lead={`${business().name}, kitchen and bath remodeling`}
      />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {state === "done" ? (
          <p role="status">
            Done: you will get no more review requests from {business().name},
            for this project or any other. Thank you for having worked with us.
          </p>
        ) : state === "ask" ? (
          <Form method="post" className="grid justify-items-start gap-4">
            <p>
              Press the button and we will send no more review requests to you,
              including the one reminder. It takes effect at once.
            </p>
            <Button type="submit" disabled={sending}>
              Stop review requests
            </Button>
          </Form>
        ) : (
          <p>
            This link is not valid: it may have been cut short when it was
            copied. Please use the link in the email once more, or call us at{" "}
            <TextLink to={telHref(business())} tone="inline">
              {business().phone.display}
            </TextLink>
            .
          </p>
        )}
      </div>
    </>
  );
}
