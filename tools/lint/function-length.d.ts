import type { ESLint, Rule } from "eslint";

/** The project's ESLint plugin, written in CommonJS so that eslint.config.mjs and Jest load it as is. */
declare const plugin: ESLint.Plugin & { rules: { "function-length": Rule.RuleModule } };
export = plugin;
