import { Link } from "react-router";
import type { Route } from "./+types/ai-faq";
import { aiFaqHead } from "#app/content/ai-faq.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { aiFaq } from "#app/content/ai-faq.ts";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { faqPageJsonLd } from "#app/utils/structured-data.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.aiFaq);

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = aiFaqHead();
  return pageHead(args, {
    title,
    description,
    canonicalPath: "/ai-faq",
    jsonLd: [
      faqPageJsonLd(aiFaq()),
      breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
    ],
  });
};

export default function AiFaqPage() {
  const { title, description } = aiFaqHead();
  return (
    <>
      <PageIntro title={title} lead={description} trail={trail} />
      <Prose>
        {aiFaq().map((item) => (
          <section key={item.question}>
            <h2>{item.question}</h2>
            <p>{item.answer}</p>
          </section>
        ))}
        <h2>Still have a question?</h2>
        <p>
          Call us at{" "}
          <a href={telHref(business())}>{business().phone.display}</a>,{" "}
          <Link to="/contact">request a free quote</Link> or read about{" "}
          <Link to="/financing">financing</Link>. For longer answers about
          permits, older homes and materials in your county, read{" "}
          <Link to="/blogs">our remodeling blog</Link>.
        </p>
      </Prose>
    </>
  );
}
