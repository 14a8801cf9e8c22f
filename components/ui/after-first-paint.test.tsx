// The part below a screen's first answer: the fallback in the first render (the server's HTML, and the render a route
// change commits first), the children once React has drawn them in a render of their own.
import { render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AfterFirstPaint } from "./after-first-paint";

type Committed = (what: string) => void;

function Screen({ onCommit }: { onCommit?: Committed }) {
  return (
    <>
      <p>The answer</p>
      <AfterFirstPaint fallback={<Fallback onCommit={onCommit} />}>
        <Rest onCommit={onCommit} />
      </AfterFirstPaint>
    </>
  );
}

function Fallback({ onCommit }: { onCommit?: Committed }) {
  useLayoutEffect(() => onCommit?.("fallback"), [onCommit]);
  return <p>Drawing the rest</p>;
}

function Rest({ onCommit }: { onCommit?: Committed }) {
  useLayoutEffect(() => onCommit?.("rest"), [onCommit]);
  return <p>The charts</p>;
}

describe("AfterFirstPaint", () => {
  it("sends the fallback in the server's HTML, with the answer above it", () => {
    const html = renderToString(<Screen />);
    expect(html).toContain("The answer");
    expect(html).toContain("Drawing the rest");
    expect(html).not.toContain("The charts");
  });

  it("draws the children in the browser after the render that shows the answer", async () => {
    const commits: string[] = [];
    const committed = (what: string) => void commits.push(what);
    render(<Screen onCommit={committed} />);
    expect(await screen.findByText("The charts")).toBeInTheDocument();
    expect(screen.getByText("The answer")).toBeInTheDocument();
    expect(screen.queryByText("Drawing the rest")).not.toBeInTheDocument();
    // The answer was on the screen, with the fallback below it, before the rest was drawn.
    expect(commits).toEqual(["fallback", "rest"]);
  });
});
