import { HtmlValidate, type Message } from "html-validate";

// html-validate's recommended rules, less those that flag valid HTML React
// writes, or that judge style rather than validity.
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // Attribute names are case-insensitive; React writes charSet, srcSet.
    "attr-case": "off",
    // React writes void elements as <br/>; both forms are valid.
    "void-style": "off",
    // HTML5 ids need only be non-empty without spaces; React's useId starts with _.
    "valid-id": ["error", { relaxed: true }],
    // React writes required="" and selected=""; HTML accepts the empty value.
    "attribute-boolean-style": "off",
    // type="text" is the default, so leaving it out is valid.
    "no-implicit-input-type": "off",
    // Typography in phone numbers, not validity.
    "tel-non-breaking": "off",
    // An SEO length preference, not validity.
    "long-title": "off",
    // Tailwind's arbitrary values and SVG presentation are inline by design.
    "no-inline-style": "off",
    // A legend is optional: the fieldsets group fields to disable them together.
    "wcag/h71": "off",
    // ARIA lets any nameable role be labelled, a list of tags included.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Focusable scroll areas use role="region" with a label, the ARIA pattern.
    "prefer-native-element": "off",
  },
});

function describeMessage(message: Message) {
  return `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`;
}

/** The validator's errors in `html`, one line each; none for valid HTML. */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results
    .flatMap((result) =>
      result.messages.filter((message) => message.severity === 2),
    )
    .map(describeMessage);
}
