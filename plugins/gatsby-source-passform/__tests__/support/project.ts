import path from "node:path";

/** The project's root and its data/, as the repository has them. */
export const projectRoot = path.resolve(__dirname, "../../../..");
export const projectData = path.join(projectRoot, "data");
