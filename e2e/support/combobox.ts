// The option a combobox's keyboard focus is on: the one the input's aria-activedescendant names, which is what a
// screen reader follows. aria-selected is no guide, as combobox primitives keep it for the chosen value.
import { expect, type Locator } from "@playwright/test";

/** Expects `option` to be the combobox's active descendant (and so to have an id at all). */
export async function expectActiveOption(combobox: Locator, option: Locator): Promise<void> {
  await expect(option).toHaveAttribute("id", /.+/);
  const id = await option.getAttribute("id");
  await expect(combobox).toHaveAttribute("aria-activedescendant", id ?? "");
}
