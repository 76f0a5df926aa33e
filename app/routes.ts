import {
  type RouteConfig,
  index,
  layout,
  prefix,
  route,
} from "@react-router/dev/routes";

// SPEC section 2's routes, in its order. Reading this file shows the site.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("services", "routes/site/services.tsx"),
    route("services/:service", "routes/site/service.tsx"),
    route("about", "routes/site/about.tsx"),
    route("locations", "routes/locations/locations.tsx"),
    route("gallery", "routes/site/gallery.tsx"),
    route("design-inspiration", "routes/site/design-inspiration.tsx"),
    route("blogs", "routes/site/blogs.tsx"),
    route("blogs/:slug", "routes/site/blog-post.tsx"),
    route("news", "routes/site/news.tsx"),
    route("information", "routes/site/information.tsx"),
    route("financing", "routes/site/financing.tsx"),
    route("financing/apply", "routes/site/financing-apply.tsx"),
    route("financing/apply/received", "routes/site/financing-received.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("contact/thank-you", "routes/site/contact-thank-you.tsx"),
    route("learning-guide", "routes/site/learning-guide.tsx"),
    route("education", "routes/site/education.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("licensing-info", "routes/site/licensing-info.tsx"),
    route("ai-faq", "routes/site/ai-faq.tsx"),
    route("near-me", "routes/locations/near-me.tsx"),
    route("near-me/:county/:city", "routes/locations/near-me-city.tsx"),
    route(":county/:city/:service", "routes/locations/location-service.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("gallery", "routes/admin/gallery.tsx"),
      route("gallery/new", "routes/admin/gallery-edit.tsx", {
        id: "admin-gallery-new",
      }),
      route("gallery/:id", "routes/admin/gallery-edit.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("reviews/new", "routes/admin/review-edit.tsx", {
        id: "admin-review-new",
      }),
      route("reviews/:id", "routes/admin/review-edit.tsx"),
      route("inspiration", "routes/admin/inspiration.tsx"),
      route("inspiration/new", "routes/admin/inspiration-edit.tsx", {
        id: "admin-inspiration-new",
      }),
      route("inspiration/:id", "routes/admin/inspiration-edit.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("email-marketing", "routes/admin/email-marketing.tsx"),
    ]),
    route("uploads", "routes/admin/uploads.ts"),
  ]),

  route("healthz", "routes/resources/healthz.ts"),
  route("api/testimonials", "routes/resources/testimonials.ts"),
  route("api/email/subscribe", "routes/resources/subscribe.ts"),
  route("llms.txt", "routes/seo/llms-txt.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemaps/:page", "routes/seo/sitemap-page.ts"),
] satisfies RouteConfig;
