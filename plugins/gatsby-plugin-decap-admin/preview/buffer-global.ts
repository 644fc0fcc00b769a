// gray-matter, which reads a legal text's frontmatter in the content check, uses Node's Buffer.
export { Buffer } from "buffer";
