import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { Table, Theme } from "@radix-ui/themes";
import { focusableTableScroll } from "./focusableTableScroll";

describe("focusableTableScroll", () => {
  it("lets the keyboard reach a Radix table's scrolling viewport", () => {
    const { container } = render(
      <Theme>
        <Table.Root ref={focusableTableScroll}>
          <Table.Body>
            <Table.Row>
              <Table.Cell>Only text</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Theme>,
    );
    const viewport = container.querySelector("[data-radix-scroll-area-viewport]");
    expect(viewport?.getAttribute("tabindex")).toBe("0");
  });

  it("does nothing without a table", () => {
    expect(() => focusableTableScroll(null)).not.toThrow();
  });
});
