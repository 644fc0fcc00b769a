/**
 * The part of Decap CMS's configuration this site uses (decapcms.org/docs/configuration-options),
 * shared by the derivation (Node) and the script of the editors' forms (browser).
 */

type CmsWidget =
  "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "datetime";

export type CmsField = {
  name: string;
  label: string;
  widget: CmsWidget;
  hint?: string;
  required?: boolean;
  default?: unknown;
  /** [regular expression, message shown when the value does not match] */
  pattern?: [string, string];
  /**
   * A text's lengths. Decap knows no such option and ignores them; this site's text widgets
   * count and check them with the form's own message (browser/decap-fixes/text-limits.ts).
   */
  min_length?: number;
  max_length?: number;
  min?: number;
  max?: number;
  step?: number;
  value_type?: "int" | "float";
  /** A choice's values, each as it is written or with the label the form shows */
  options?: Array<string | { label: string; value: string }>;
  multiple?: boolean;
  /** A block's fields, or the fields of each entry of a list */
  fields?: CmsField[];
  /** The one field of each entry of a list of single values */
  field?: CmsField;
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
};

export type CmsFile = {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
};

type CollectionCommon = {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  format: string;
};

export type CmsCollection =
  | (CollectionCommon & { files: CmsFile[] })
  | (CollectionCommon & {
      folder: string;
      extension: string;
      create: boolean;
      delete: boolean;
      slug: string;
      identifier_field: string;
      summary: string;
      fields: CmsField[];
    });

/** A folder collection: the legal texts, one file a version */
export type CmsFolder = Extract<CmsCollection, { folder: string }>;

export type CmsConfig = {
  load_config_file: false;
  locale: string;
  backend: {
    name: "github";
    repo: string;
    branch?: string;
    /** The commit status of a pull request's deploy preview */
    preview_context?: string;
    squash_merges?: boolean;
    commit_messages?: Record<string, string>;
  };
  local_backend?: { url: string };
  publish_mode: "editorial_workflow" | "simple";
  media_library: { name: string };
  media_folder: string;
  site_url?: string;
  display_url?: string;
  logo?: { src: string };
  show_preview_links?: boolean;
  slug: { encoding: "ascii" | "unicode"; clean_accents: boolean; sanitize_replacement: string };
  collections: CmsCollection[];
};

/** Decap's phrases of a locale, nested by its keys (decap-cms-locales). */
export type Phrases = { [key: string]: string | Phrases };
