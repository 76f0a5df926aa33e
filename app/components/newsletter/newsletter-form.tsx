import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { preloadToaster } from "#app/components/ui/lazy-toaster.tsx";
import { toast } from "#app/components/ui/toast-store.ts";
import {
  NEWSLETTER_HONEYPOT_FIELD as HONEYPOT_FIELD,
  newsletterOutcomes,
  SUBSCRIBED_STATE_MS,
} from "#app/content/newsletter.ts";
import { type ApiError, apiRequest } from "#app/utils/api-request.ts";

// The shared rule (Zod Mini, about 5 KB) loads when a visitor first reaches
// for the form, not with every page (ADR 0012).
const loadSchema = () =>
  import("#app/subscribers/subscribe-schema.ts").then(
    (module) => module.SubscribeSchema,
  );

type Status = "idle" | "submitting" | "success";

// The endpoint answers a refusal with {"message": ...} (docs/product.md, "Calls");
// anything else (no answer at all) has no message of its own.
function messageFrom(error: unknown): string | undefined {
  try {
    const { message } = JSON.parse((error as ApiError).body) as {
      message?: unknown;
    };
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newsletter sign-up (docs/product.md, "States", "Validation", "Calls", "Errors"). With JavaScript it posts
 * JSON and shows toasts; without, the same form posts and comes back here.
 */
export function NewsletterForm({
  source = "website",
  tone = "dark",
  heading = "Get remodeling tips and showroom news",
}: {
  source?: string;
  tone?: "dark" | "light";
  heading?: string;
}) {
  const id = useId();
  const location = useLocation();
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const outcome = new URLSearchParams(location.search).get("newsletter");
  const serverMessage =
    outcome && outcome in newsletterOutcomes
      ? newsletterOutcomes[outcome as keyof typeof newsletterOutcomes]
      : null;

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => setStatus("idle"), SUBSCRIBED_STATE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<
      string,
      string
    >;
    // Without the rule (its code failed to load: a flaky connection, or the
    // server went away), the server checks the address and says what is
    // wrong; the answer or the failure still shows as a toast.
    const SubscribeSchema = await loadSchema().catch(() => null);
    const parsed = SubscribeSchema?.safeParse(values);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]!.message);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    setStatus("submitting");
    try {
      const response = await apiRequest("POST", "/api/email/subscribe", {
        email: parsed?.data.email ?? values.email ?? "",
        firstName: parsed?.data.firstName ?? values.firstName ?? "",
        lastName: parsed?.data.lastName ?? values.lastName ?? "",
        source: parsed?.data.source ?? source,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "",
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
      };
      toast({
        title: "Success!",
        description:
          body.message || "You've been subscribed to our newsletter.",
      });
      form.reset();
      setStatus("success");
    } catch (caught) {
      setStatus("idle");
      toast({
        variant: "destructive",
        title: "Subscription failed",
        description: messageFrom(caught) || "Please try again later.",
      });
    }
  }

  const dark = tone === "dark";
  const busy = status !== "idle";
  const inputClass = `w-full rounded-md border px-3 py-2 text-ink disabled:opacity-70 ${
    dark ? "border-white/40 bg-white" : "border-black/30 bg-white"
  }`;
  return (
    <form
      id={source === "website" ? "newsletter" : undefined}
      method="post"
      action="/api/email/subscribe"
      onSubmit={onSubmit}
      onFocus={() => {
        void loadSchema().catch(() => undefined);
        preloadToaster();
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="mt-6"
    >
      <h2
        id={`${id}-heading`}
        className={`font-semibold ${dark ? "text-white" : "text-brand-900"}`}
      >
        {heading}
      </h2>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={location.pathname} />
      <div
        aria-hidden="true"
        className="absolute -left-[9999px] h-px w-px overflow-hidden"
      >
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>
          Leave this field empty
        </label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <fieldset disabled={busy} className="mt-3 grid gap-2">
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label
              htmlFor={`${id}-first`}
              className={`text-sm ${dark ? "text-brand-100" : "text-muted"}`}
            >
              First name (optional)
            </label>
            <input
              id={`${id}-first`}
              name="firstName"
              autoComplete="given-name"
              maxLength={100}
              className={inputClass}
            />
          </div>
          <div>
            <label
              htmlFor={`${id}-last`}
              className={`text-sm ${dark ? "text-brand-100" : "text-muted"}`}
            >
              Last name (optional)
            </label>
            <input
              id={`${id}-last`}
              name="lastName"
              autoComplete="family-name"
              maxLength={100}
              className={inputClass}
            />
          </div>
        </div>
        <label
          htmlFor={`${id}-email`}
          className={`text-sm ${dark ? "text-brand-100" : "text-muted"}`}
        >
          Email address
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error ? (
          <p
            id={`${id}-error`}
            className={`text-sm font-medium ${dark ? "text-amber-200" : "text-red-700"}`}
          >
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="mt-1 rounded-md bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-600 disabled:opacity-80"
        >
          {status === "submitting"
            ? "Subscribing..."
            : status === "success"
              ? "Subscribed!"
              : "Subscribe"}
        </button>
      </fieldset>
      {serverMessage ? (
        <p
          role="status"
          className={`mt-2 text-sm ${dark ? "text-brand-100" : "text-muted"}`}
        >
          {serverMessage}
        </p>
      ) : null}
    </form>
  );
}
