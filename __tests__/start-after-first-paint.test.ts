import { appLoader, isAppLoader, withAppLoader } from "../src/hosting/start-after-first-paint";

const page =
  '<html><body><main>Text</main><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script src="/webpack-runtime-0123456789abcdef0123.js" async></script>' +
  '<script src="/framework-0123456789abcdef0123.js" async></script>' +
  '<script src="/app-0123456789abcdef0123.js" async></script></body></html>';
const entryScripts = [
  "/webpack-runtime-0123456789abcdef0123.js",
  "/framework-0123456789abcdef0123.js",
  "/app-0123456789abcdef0123.js",
];

describe("starting Gatsby's scripts after the first paint", () => {
  it("replaces the async entry scripts of a page with one loader in their place", () => {
    const result = withAppLoader(page) ?? "";
    expect(result).not.toContain("<script src=");
    expect(result).toBe(
      '<html><body><main>Text</main><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
        `<script>${appLoader(entryScripts)}</script></body></html>`,
    );
    expect(withAppLoader(result)).toBe(result);
  });

  it("reports a page that has neither the entry scripts nor the loader", () => {
    expect(withAppLoader("<html><body><main>Text</main></body></html>")).toBeUndefined();
  });

  it("is recognised by the Content-Security-Policy only in exactly the form it writes", () => {
    expect(isAppLoader(appLoader(entryScripts))).toBe(true);
    expect(isAppLoader(appLoader(entryScripts).replace("3e3", "0"))).toBe(false);
    expect(isAppLoader(appLoader(["https://cdn.example/x.js"]))).toBe(false);
  });

  const run = (observe: (callback: () => void) => void): HTMLScriptElement[] => {
    class FakeObserver {
      constructor(private readonly callback: () => void) {}
      observe(): void {
        observe(this.callback);
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    document.head.innerHTML = "";
    new Function(appLoader(entryScripts))();
    return [...document.head.querySelectorAll("script")];
  };

  it("adds the scripts in order, not async, once the browser reports a paint", () => {
    jest.useFakeTimers();
    let paint: () => void = () => undefined;
    expect(run((callback) => (paint = callback))).toHaveLength(0);
    paint();
    jest.runOnlyPendingTimers();
    const scripts = [...document.head.querySelectorAll("script")];
    expect(scripts.map((script) => script.getAttribute("src"))).toEqual(entryScripts);
    expect(scripts.every((script) => !script.async)).toBe(true);
    paint();
    jest.runOnlyPendingTimers();
    expect(document.head.querySelectorAll("script")).toHaveLength(3);
    jest.useRealTimers();
  });

  it("still starts them 3 s after load when no paint is ever reported", () => {
    jest.useFakeTimers();
    run(() => undefined);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(2999);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(document.head.querySelectorAll("script")).toHaveLength(3);
    jest.useRealTimers();
  });
});
