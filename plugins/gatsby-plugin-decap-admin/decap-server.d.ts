// decap-server's middlewares (its README's way to run the local backend inside another server).
declare module "decap-server/dist/middlewares" {
  import type { Router } from "express";
  export function registerLocalFs(app: Router, options?: { logLevel?: string }): Promise<void>;
}
