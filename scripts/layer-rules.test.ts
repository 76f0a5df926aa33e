import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules of eslint.config.js, tried on imports written for the
// purpose: each wrong one must fail `npm run lint`.
const eslint = new ESLint();

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter(
      (message) =>
        message.ruleId === "@typescript-eslint/no-restricted-imports",
    )
    .map((message) => message.message);
}

// ESLint loads the whole config and TypeScript parser on first use: seconds
// on a busy machine.
describe("layer rules", { timeout: 30_000 }, () => {
  it.each([
    [
      "app/components/gallery/wrong.tsx",
      'import { getDb } from "#app/db/client.server.ts";\nexport const x = getDb;\n',
    ],
    [
      "app/components/gallery/wrong.tsx",
      'import { listGalleryTeaser } from "#app/models/gallery.server.ts";\nexport const x = listGalleryTeaser;\n',
    ],
    [
      "app/components/gallery/wrong.tsx",
      'import { getEnv } from "#app/utils/env.server.ts";\nexport const x = getEnv;\n',
    ],
    [
      "app/components/admin/wrong.tsx",
      'import { takeLead } from "#app/leads/intake.server.ts";\nexport const x = takeLead;\n',
    ],
    [
      "app/models/wrong.server.ts",
      'import { Picture } from "#app/components/ui/picture.tsx";\nexport const x = Picture;\n',
    ],
    [
      "app/utils/wrong.server.ts",
      'import { listGalleryTeaser } from "#app/models/gallery.server.ts";\nexport const x = listGalleryTeaser;\n',
    ],
    [
      "app/utils/wrong.server.ts",
      'import { takeLead } from "#app/leads/intake.server.ts";\nexport const x = takeLead;\n',
    ],
    [
      "app/models/wrong.server.ts",
      'import { kickEmailDrainer } from "#app/emails/drainer.server.ts";\nexport const x = kickEmailDrainer;\n',
    ],
    [
      "app/models/wrong.server.ts",
      'import { importStep } from "#app/subscribers/import.server.ts";\nexport const x = importStep;\n',
    ],
    [
      "app/utils/wrong.ts",
      'import { TownSchema } from "#app/locations/town-schema.ts";\nexport const x = TownSchema;\n',
    ],
    [
      "app/content/wrong.ts",
      'import { listGalleryTeaser } from "#app/models/gallery.server.ts";\nexport const x = listGalleryTeaser;\n',
    ],
  ])("refuses a value import in %s", async (filePath, code) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("docs/decisions/0015-layer-rules.md");
  });

  it("lets a component import a feature's plain files", async () => {
    const code =
      'import { IN_SERVICE_AREA } from "#app/leads/service-area-words.ts";\nexport const x = IN_SERVICE_AREA;\n';
    expect(await layerErrors("app/components/admin/fine.tsx", code)).toEqual(
      [],
    );
  });

  it("lets a model read a feature's schema", async () => {
    const code =
      'import { EDITABLE_STATES } from "#app/campaigns/schema.ts";\nexport const x = EDITABLE_STATES;\n';
    expect(await layerErrors("app/models/fine.server.ts", code)).toEqual([]);
  });

  it("lets a component import a model's types", async () => {
    const code =
      'import type { listGalleryTeaser } from "#app/models/gallery.server.ts";\nexport type X = typeof listGalleryTeaser;\n';
    expect(await layerErrors("app/components/gallery/fine.tsx", code)).toEqual(
      [],
    );
  });
});
