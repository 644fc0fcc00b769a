import type { z } from "zod";
import { dataFiles, type DataFile, type DataFileName } from "../model/data-files";
import { defOf } from "../model/zod-def";
import { nodeEntries, type EntryOf } from "./node-entries";

/**
 * The nodes of a JSON file as a page's query gives them: nodeEntries, with every optional field
 * of the model that an entry leaves out as null, since GraphQL answers a nullable field with
 * null, never leaves it out (graphql-types.ts makes each optional field nullable, each required
 * one non-null). Typed the same way, a page's query result built from them (the preview pane's
 * page-data.ts) is held to the query's generated type by the type checker.
 */

/** A value as GraphQL gives it: each optional field present, null where the value has none. */
type Queried<T> =
  T extends ReadonlyArray<infer Item>
    ? Queried<Item>[]
    : T extends object
      ? {
          [Key in keyof T]-?: undefined extends T[Key]
            ? Queried<Exclude<T[Key], undefined>> | null
            : Queried<T[Key]>;
        }
      : T;

/** The block of the model one node of the file is: the file's, or a list entry's. */
const entrySchema = (name: DataFileName): z.ZodType => {
  const spec: DataFile = dataFiles[name];
  if (spec.kind === "single") return spec.schema;
  const list = (defOf(spec.schema).shape as Record<string, z.ZodType>)[spec.listKey];
  return defOf(list as z.ZodType).element as z.ZodType;
};

/** `value` with the optional fields of `schema` it leaves out as null, at any depth. */
const withNulls = (schema: z.ZodType, value: unknown): unknown => {
  const def = defOf(schema);
  if (def.type === "optional") {
    return value === undefined ? null : withNulls(def.innerType as z.ZodType, value);
  }
  if (def.type === "array" && Array.isArray(value)) {
    return value.map((item) => withNulls(def.element as z.ZodType, item));
  }
  if (def.type !== "object" || value === null || typeof value !== "object") return value;
  const fields = Object.entries(def.shape as Record<string, z.ZodType>).filter(
    ([key]) => key !== "$schema",
  );
  return {
    ...value,
    ...Object.fromEntries(
      fields.map(([key, field]) => [
        key,
        withNulls(field, (value as Record<string, unknown>)[key]),
      ]),
    ),
  };
};

export const queriedEntries = <N extends DataFileName>(
  name: N,
  content: Parameters<typeof nodeEntries>[1],
): Queried<EntryOf<N>>[] => {
  const schema = entrySchema(name);
  return nodeEntries(name, content).map((entry) => withNulls(schema, entry)) as Queried<
    EntryOf<N>
  >[];
};
