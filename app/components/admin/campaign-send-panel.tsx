import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDelete } from "./list-actions.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

const panel = "rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5";
const input =
  "mt-1 block w-full min-h-11 rounded-md border border-black/40 px-3 py-2";

function IntentForm({
  intent,
  children,
  className,
}: {
  intent: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/**
 * Everything that sends a saved campaign: a test to one address, now to
 * every active subscriber (asked first), or at a date and time; cancel a
 * schedule; duplicate; delete.
 */
export function CampaignSendPanel({
  name,
  status,
  scheduledFor,
  activeSubscribers,
  error,
}: {
  name: string;
  status: string;
  /** "December 1, 2026 at 9:30 AM", New York time, when scheduled. */
  scheduledFor: string | null;
  activeSubscribers: number;
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="send-heading" className={`${panel} grid gap-6`}>
      <Heading level={2} look="panel" id="send-heading">
        Send
      </Heading>
      <Alert className="">{error}</Alert>
      <p>
        {status === "scheduled" && scheduledFor
          ? `Scheduled: it starts sending by itself on ${scheduledFor} (New York time).`
          : status === "cancelled"
            ? "Cancelled: nothing was sent. You can edit it and send or schedule it again."
            : "A draft: nobody has received it."}{" "}
        What goes out is the saved version: save your changes first.
      </p>

      <IntentForm intent="test" className="grid gap-2 sm:max-w-md">
        <label htmlFor="test-address" className="font-semibold">
          Send a test to
        </label>
        <input
          id="test-address"
          name="testAddress"
          type="email"
          required
          autoComplete="email"
          className={input}
        />
        <div>
          <Button type="submit" tone="outline" disabled={busy}>
            Send a test
          </Button>
        </div>
      </IntentForm>

      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          Send now…
        </summary>
        <div className="mt-3 rounded-md border border-brand-700 p-4">
          <p>
            Send “{name}” now to {activeSubscribers.toLocaleString("en-US")}{" "}
            active subscriber{activeSubscribers === 1 ? "" : "s"}? It cannot be
            called back once it starts.
          </p>
          <IntentForm intent="send" className="mt-3">
            <Button type="submit" disabled={busy || activeSubscribers === 0}>
              Yes, send it now
            </Button>
          </IntentForm>
        </div>
      </details>

      {status === "scheduled" ? (
        <IntentForm intent="cancel">
          <Button type="submit" tone="outline" disabled={busy}>
            Cancel the schedule
          </Button>
        </IntentForm>
      ) : null}
      <IntentForm intent="schedule" className="grid gap-2 sm:max-w-md">
        <label htmlFor="send-at" className="font-semibold">
          {status === "scheduled" ? "Move to" : "Or schedule for"} (New York
          time)
        </label>
        <input
          id="send-at"
          name="sendAt"
          type="datetime-local"
          required
          className={input}
        />
        <div>
          <Button type="submit" tone="outline" disabled={busy}>
            Schedule
          </Button>
        </div>
      </IntentForm>

      <div className="flex flex-wrap items-start gap-3 border-t border-black/10 pt-4">
        <IntentForm intent="duplicate">
          <Button type="submit" tone="outline" size="small">
            Duplicate
          </Button>
        </IntentForm>
        <ConfirmDelete
          id="campaign"
          name={name}
          returnTo=""
          consequence="The campaign has not been sent, so no subscriber loses anything."
        />
      </div>
    </section>
  );
}
