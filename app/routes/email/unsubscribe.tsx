import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import {
  addressFor,
  unsubscribeByToken,
  unsubscribeTarget,
} from "#app/campaigns/unsubscribe.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import { pageHead } from "#app/utils/seo.ts";

// /u/<token>, the link in every newsletter's footer and List-Unsubscribe
// header (RFC 8058). GET only shows the page with a button: mail scanners
// open links, and a visit must not unsubscribe anyone. The button's POST
// and the mail program's one-click POST unsubscribe at once, without a
// cookie; the one-click answer is a plain 200, never a redirect.

const title = "Unsubscribe from our emails";
const NO_STORE = { "Cache-Control": "no-store" };

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title,
    description: `Stop the newsletter from ${business().name}.`,
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const target = await unsubscribeTarget(params.token);
  if (!target) {
    return data(
      { state: "unknown" as const, email: null },
      { status: 404, headers: NO_STORE },
    );
  }
  if (target.kind === "test") {
    return data({ state: "test" as const, email: null }, { headers: NO_STORE });
  }
  const address = await addressFor(target.subscriberId);
  return data(
    {
      state: address?.active ? ("subscribed" as const) : ("done" as const),
      email: address?.email ?? null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const body = await readBody(request);
  const oneClick = body.ok && body.fields["List-Unsubscribe"] === "One-Click";
  const target = await unsubscribeByToken(params.token);
  if (!target) {
    return oneClick
      ? new Response("This unsubscribe link is not valid.", {
          status: 404,
          headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
        })
      : data({ state: "unknown" as const }, { status: 404, headers: NO_STORE });
  }
  if (oneClick) {
    return new Response("You are unsubscribed.", {
      status: 200,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
    });
  }
  return data(
    { state: target.kind === "test" ? ("test" as const) : ("done" as const) },
    { headers: NO_STORE },
  );
}

function Message({
  state,
  email,
}: {
  state: "unknown" | "test" | "subscribed" | "done";
  email: string | null;
}) {
  const navigation = useNavigation();
  switch (state) {
    case "unknown":
      return (
        <p>
          This unsubscribe link is not valid: it may have been cut short when it
          was copied. Please use the link in the email once more, or ask us to
          remove your address: email{" "}
          <TextLink to={`mailto:${business().email}`} tone="inline">
            {business().email}
          </TextLink>{" "}
          or call{" "}
          <TextLink to={telHref(business())} tone="inline">
            {business().phone.display}
          </TextLink>
          .
        </p>
      );
    case "test":
      return (
        <p>
          This link comes from a test email, so there is nobody to unsubscribe.
          In the real campaign, this page unsubscribes the person the email was
          sent to.
        </p>
      );
    case "done":
      return (
        <p role="status">
          You are unsubscribed{email ? ` (${email})` : ""}. You will get no more
          newsletters from {business().name}. If that was a mistake, you can
          sign up again at the bottom of any page of our site.
        </p>
      );
    case "subscribed":
      return (
        <Form method="post" className="grid justify-items-start gap-4">
          <p>
            Press the button to stop our newsletter
            {email ? ` to ${email}` : ""}. It takes effect at once.
          </p>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            Unsubscribe
          </Button>
        </Form>
      );
  }
}

export default function Unsubscribe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <>
      <PageIntro
        title={title}
        lead={`Newsletter emails from ${business().name}.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 text-lg">
        <Message state={state} email={loaderData.email} />
      </div>
    </>
  );
}
