/** What a change touches, by its files' paths (changed-paths.js, CommonJS so it runs before npm ci). */
export declare const UNBUILT: ReadonlyArray<string>;
export declare function kindOf(file: string): "content" | "unbuilt" | "built";
export declare function changedFiles(from: string, to: string, cwd: string): string[];
