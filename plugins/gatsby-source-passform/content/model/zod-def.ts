import type { z } from "zod";

/**
 * A schema's definition (its type, shape, element, checks …), which the derivations from the
 * content model walk: the GraphQL types (graphql-types.ts) and the editors' forms
 * (plugins/gatsby-plugin-decap-admin). zod keeps it under _zod.def.
 */
export type Def = { type: string } & Record<string, unknown>;

export const defOf = (schema: z.ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;
