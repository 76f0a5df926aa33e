import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/confirm";
import { Button } from "#app/components/ui/button.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { business } from "#app/business/current.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { welcomeEmail } from "#app/emails/welcome.server.ts";
import {
  confirmSubscriber,
  subscriberByToken,
} from "#app/models/subscribers.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { pageHead } from "#app/utils/seo.ts";

// /subscribe/confirm/<token>: double opt-in (EMAIL_DOUBLE_OPT_IN). As with
// unsubscribing, the visit only shows a button, since mail scanners open
// links; the button confirms.

const title = "Confirm your subscription";
const NO_STORE = { "Cache-Control": "no-store" };

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title,
    description: `Confirm the newsletter from ${business().name}.`,
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const row = await subscriberByToken(params.token);
  const state = !row ? "unknown" : row.isActive === 1 ? "done" : "waiting";
  return data({ state }, { status: row ? 200 : 404, headers: NO_STORE });
}

export async function action({ params }: Route.ActionArgs) {
  const confirmed = await confirmSubscriber(params.token, async (row) =>
    getEnv().EMAIL_WELCOME ? [await welcomeEmail(row)] : [],
  );
  if (!confirmed) {
    return data({ state: "unknown" }, { status: 404, headers: NO_STORE });
  }
  kickEmailDrainer();
  return data({ state: "done" }, { headers: NO_STORE });
}

export default function ConfirmSubscription({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const state = actionData?.state ?? loaderData.state;
  return (
    <>
      <PageIntro
        title={title}
        lead={`Newsletter emails from ${business().name}.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 text-lg">
        {state === "done" ? (
          <p role="status">
            Thank you: your subscription is confirmed. Look for our news in your
            inbox.
          </p>
        ) : state === "waiting" ? (
          <Form method="post" className="grid justify-items-start gap-4">
            <p>Press the button to start receiving our newsletter.</p>
            <Button type="submit" disabled={navigation.state === "submitting"}>
              Confirm my subscription
            </Button>
          </Form>
        ) : (
          <p>
            This confirmation link is not valid: it may have been cut short.
            Please use the link in the email once more, or sign up again at the
            bottom of any page.
          </p>
        )}
      </div>
    </>
  );
}
