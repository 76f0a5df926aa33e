import type { MetaDescriptor } from "react-router";
import { business } from "#app/business/current.ts";

/** An admin screen's head: its name, and never in a search index. */
export function adminHead(screen?: string): MetaDescriptor[] {
  const title = `${screen ? `${screen} | ` : ""}Admin | ${business().name}`;
  return [{ title }, { name: "robots", content: "noindex" }];
}
