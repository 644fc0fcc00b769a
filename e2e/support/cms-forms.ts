/**
 * The editors' forms at /admin/ as the content model names them, and what an editor does in
 * them: used by cms.spec.ts and entry-links.cms.spec.ts.
 */
import type { Page } from "@playwright/test";
import { cmsCollections } from "../../plugins/gatsby-plugin-decap-admin/config/cms-config";
import type { CmsField } from "../../plugins/gatsby-plugin-decap-admin/config/cms-types";
import { expect } from "./observed-page";

/** The form of a data file and one of its fields, as the content model names them. */
export const collections = cmsCollections();
export const dataForm = (file: string) => {
  const form = collections
    .flatMap((collection) => ("files" in collection ? collection.files : []))
    .find((each) => each.file === file);
  if (!form) throw new Error(`no form for ${file}`);
  return form;
};
export const fieldOf = (fields: ReadonlyArray<CmsField> | undefined, name: string): CmsField => {
  const field = fields?.find((each) => each.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

/**
 * Saves the open form („Veröffentlichen“, the only mode of the local backend). Decap confirms
 * once the development server shows the save (save-arrival.ts), which can take a while on a busy
 * machine.
 */
export const publish = async (admin: Page): Promise<number> => {
  await admin.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await admin.getByRole("menuitem", { name: "Jetzt veröffentlichen" }).click();
  const saved = Date.now();
  await expect(admin.getByText("Beitrag gespeichert")).toBeVisible({ timeout: 60_000 });
  return saved;
};

/** Decap's preview pane: the frame beside the form. */
export const pane = (admin: Page) => admin.frameLocator("iframe").first();

/** The lines of `after` that are not in `before` at the same place: what a save changed. */
export const changedLines = (before: string, after: string): string[] => {
  const old = before.split("\n");
  return after.split("\n").filter((line, index) => old[index] !== line);
};
