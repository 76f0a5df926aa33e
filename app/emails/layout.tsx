import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { business } from "#app/business/current.ts";
import { footerLines, listReason, UNSUBSCRIBE_LABEL } from "./footer.ts";
import type { EmailBlock, EmailContent } from "./message.ts";

// Inline styles only: most mail clients drop <style> and external CSS.
const INK = "#1c2530";
const MUTED = "#4a5563";
const text = { fontSize: "16px", lineHeight: "24px", margin: "0 0 12px" };
const link = { color: INK, textDecoration: "underline" };
const cell = { padding: "4px 12px 4px 0", verticalAlign: "top" as const };

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case "paragraphs":
      return block.lines.map((line, index) => (
        <Text key={index} style={text}>
          {line}
        </Text>
      ));
    case "details":
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <th align="left" style={cell}>
                  {label}
                </th>
                <td style={{ ...cell, whiteSpace: "pre-wrap" }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "steps":
      return (
        <ol style={{ ...text, paddingLeft: "24px" }}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case "link":
      return (
        <Text style={text}>
          <Link href={block.href} style={link}>
            {block.label}
          </Link>
        </Text>
      );
    case "html":
      return (
        <div
          style={{ fontSize: "16px", lineHeight: "24px" }}
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      );
  }
}

/** The one HTML layout of every message the site sends. */
export function EmailLayout({ content }: { content: EmailContent }) {
  return (
    <Html lang="en">
      <Head>
        <title>{business().name}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body
        style={{
          backgroundColor: "#ffffff",
          color: INK,
          fontFamily: "Arial, Helvetica, sans-serif",
        }}
      >
        <Container style={{ maxWidth: "600px", padding: "16px" }}>
          <Heading
            as="h1"
            style={{ fontSize: "20px", margin: "0 0 4px", color: INK }}
          >
            {business().name}
          </Heading>
          <Text style={{ ...text, fontSize: "14px", color: MUTED }}>
            {business().tagline}
          </Text>
          <Hr />
          {content.blocks.map((block, index) => (
            <Section key={index} style={{ marginBottom: "12px" }}>
              <Block block={block} />
            </Section>
          ))}
          <Hr />
          <Section>
            {footerLines().map((line) => (
              <Text
                key={line}
                style={{ ...text, fontSize: "13px", color: MUTED, margin: 0 }}
              >
                {line}
              </Text>
            ))}
            {content.unsubscribeUrl ? (
              <Text style={{ ...text, fontSize: "13px", marginTop: "12px" }}>
                {content.unsubscribeReason ?? listReason()}{" "}
                <Link href={content.unsubscribeUrl} style={link}>
                  {UNSUBSCRIBE_LABEL}
                </Link>
              </Text>
            ) : null}
            {content.openPixelUrl ? (
              <img
                src={content.openPixelUrl}
                width="1"
                height="1"
                alt=""
                style={{ display: "block", border: 0 }}
              />
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
