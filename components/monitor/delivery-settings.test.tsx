// The owner's delivery settings as a keyboard user meets them: the mode as labelled radios, rotation offered only when
// a secret exists, the new secret shown once from the answer, and a plain notice when the server has no SMTP server.
// The BFF is the fetch the form makes, answered here.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import { DeliverySettings } from "./delivery-settings";

const router = { refresh: vi.fn(), push: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const ID = "3f0c7a52-8d7e-4c55-9d55-4a7f5c1b9e10";
const fetchMock = stubbedFetch();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("DeliverySettings", () => {
  it("says plainly that e-mail goes nowhere without an SMTP server, and says nothing when there is one", () => {
    const { unmount } = render(<DeliverySettings listId={ID} webhookUrl={null} digestTo="risk@example.com" deliveryMode="red-now" secretSet={false} smtpConfigured={false} />);
    expect(screen.getByRole("note")).toHaveTextContent("No SMTP server is configured");
    unmount();
    render(<DeliverySettings listId={ID} webhookUrl={null} digestTo="risk@example.com" deliveryMode="red-now" secretSet={false} smtpConfigured />);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("sends the chosen mode and a rotation, and shows the new secret once", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { id: ID, webhookSecret: "whsec_bmV3LXNlY3JldA==" }));
    render(<DeliverySettings listId={ID} webhookUrl="https://hooks.example.com/x" digestTo={null} deliveryMode="red-now" secretSet smtpConfigured />);
    expect(screen.getByRole("radio", { name: "Red alerts immediately, the rest in a daily digest" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "All alerts immediately" }));
    await user.click(screen.getByRole("checkbox", { name: /Rotate the signing secret/ }));
    await user.click(screen.getByRole("button", { name: "Save delivery" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      webhookUrl: "https://hooks.example.com/x", digestTo: null, deliveryMode: "all-now", rotateSecret: true,
    });
    expect(await screen.findByRole("status")).toHaveTextContent("whsec_bmV3LXNlY3JldA==");
  });

  it("offers no rotation before a webhook has a secret", () => {
    render(<DeliverySettings listId={ID} webhookUrl={null} digestTo={null} deliveryMode="all-now" secretSet={false} smtpConfigured />);
    expect(screen.queryByRole("checkbox", { name: /Rotate/ })).toBeNull();
    expect(screen.getByRole("radio", { name: "All alerts immediately" })).toBeChecked();
  });
});
