// gatsby-transformer-remark's handler for code blocks, which its HTML is made with.
declare module "gatsby-transformer-remark/code-handler" {
  import type { Handler } from "mdast-util-to-hast";
  const handler: Handler;
  export default handler;
}
