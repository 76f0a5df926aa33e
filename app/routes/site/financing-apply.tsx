import type { Route } from "./+types/financing-apply";
import { reloadUnlessNotSent } from "#app/components/forms/reload-unless-not-sent.ts";
import { sendKeepingValues } from "#app/components/forms/send-keeping-values.ts";
import { LOAN_APPLICATION_FIELDS } from "#app/leads/loan-application-schema.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { LoanApplicationForm } from "#app/components/financing/loan-application-form.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import {
  applyDescription,
  applyLead,
  applyTitle,
} from "#app/content/financing-apply.ts";
import { approvalNotice } from "#app/content/financing.ts";
import { intakeResponse, takeLead } from "#app/leads/intake.server.ts";
import { formPageHeaders } from "#app/utils/page-headers.ts";
import {
  LOAN_FORM,
  loanApplicationForm,
} from "#app/leads/loan-application.server.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";

const trail = trailTo(pages.financing, {
  name: "Apply",
  path: "/financing/apply",
});

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title: applyTitle,
    description: applyDescription,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });

export const headers: Route.HeadersFunction = formPageHeaders;

export function loader() {
  return { formToken: issueFormToken(LOAN_FORM) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return intakeResponse(
    await takeLead(loanApplicationForm, request, context.clientKey),
  );
}

export const clientAction = ({
  request,
  serverAction,
}: Route.ClientActionArgs) =>
  sendKeepingValues(request, serverAction, LOAN_APPLICATION_FIELDS);

export const shouldRevalidate = reloadUnlessNotSent;

export default function FinancingApply({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={applyTitle} lead={applyLead} trail={trail} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p className="mb-8 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
          <strong>Subject to credit approval.</strong> {approvalNotice}
        </p>
        <LoanApplicationForm formToken={loaderData.formToken} />
      </div>
    </>
  );
}
