import type { Route } from "./+types/reviews-policy";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { pages, trailTo } from "#app/content/pages.ts";
import { DECLINE_REASONS, RELATIONSHIPS } from "#app/reviews/policy.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

// /reviews/policy (issue 33): how reviews are asked for and checked. The
// criteria are the owner's only choices when declining a review
// (app/reviews/policy.ts), so this page and the admin never disagree.

export const headers = sharedPageHeaders;
const trail = trailTo(pages.reviews, pages.reviewPolicy);
const title = "Our review policy";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title,
    description: `How ${business().name} asks for reviews, checks them before they appear, and why a review can be declined.`,
    canonicalPath: pages.reviewPolicy.path,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });

export default function ReviewPolicyPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead="Reviews help homeowners choose a remodeler, so they have to be real and complete. This is how we ask for them and how we decide which ones appear."
        trail={trail}
      />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-10">
        <section aria-labelledby="policy-asking">
          <Heading level={2} look="section" id="policy-asking">
            How we ask
          </Heading>
          <ul className="mt-4 grid list-disc gap-2 pl-6">
            <li>
              When a project is finished, every customer gets the same email,
              whatever we expect them to say: one link to review us on Google
              and one to write a review on this website.
            </li>
            <li>
              We send at most one reminder, and none after a customer has
              reviewed or asked us to stop.
            </li>
            <li>
              We offer nothing in return for a review: no discount, gift or
              prize, for a good review or any other.
            </li>
            <li>
              We never write reviews ourselves or have them written for us.
            </li>
          </ul>
        </section>
        <section aria-labelledby="policy-checking">
          <Heading level={2} look="section" id="policy-checking">
            How we check reviews
          </Heading>
          <p className="mt-4">
            A review sent through our website waits until we have read it. We
            publish it unless it meets one of the criteria below, and we apply
            them the same way to every rating: a one-star review that meets this
            policy is published like a five-star one. We do not change a
            reviewer's words. A declined review keeps the reason we recorded.
          </p>
          <dl className="mt-4 grid gap-3">
            {DECLINE_REASONS.map((reason) => (
              <div key={reason.value}>
                <dt className="font-semibold">{reason.label}</dt>
                <dd className="text-muted">{reason.rule}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="policy-disclosure">
          <Heading level={2} look="section" id="policy-disclosure">
            Family and staff
          </Heading>
          <p className="mt-4">
            When a reviewer is related to the owners or works for us, the review
            says so. We ask family and staff who review us to say it in their
            review too.
          </p>
          <ul className="mt-2 grid list-disc gap-1 pl-6">
            {RELATIONSHIPS.map((item) => (
              <li key={item.value}>
                {item.label}: “{item.disclosure}”
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="policy-figures">
          <Heading level={2} look="section" id="policy-figures">
            The figures we show
          </Heading>
          <p className="mt-4">
            The rating on this site is computed from the reviews published here,
            and the page that lists them says how many there are. A rating from
            another site, such as Google, is named with its source and links to
            it.
          </p>
        </section>
        <p>
          Questions about a review, or want yours removed? Call us at{" "}
          <TextLink to={telHref(business())}>
            {business().phone.display}
          </TextLink>{" "}
          or read <TextLink to={pages.reviews.path}>all reviews</TextLink>.
        </p>
      </div>
    </>
  );
}
