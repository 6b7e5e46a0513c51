import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { makeLegend } from "../testing/fixtures";
import { LegendAvatar } from "./LegendAvatar";
import { LegendCard } from "./LegendCard";

describe("LegendAvatar", () => {
  it("falls back to the first two initials without a portrait", async () => {
    renderWithRouter(<LegendAvatar legend={{ name: "Mary Wells Lawrence", headshot: null }} />);
    expect(await screen.findByText("MW")).toBeInTheDocument();
  });
});

describe("LegendCard", () => {
  const legend = makeLegend({
    name: "Bill Bernbach",
    slug: "bill-bernbach",
    awards: ["Copywriters Hall of Fame", "Advertising Hall of Fame"],
    portfolioProjects: ["Volkswagen", "Avis", "Levy's", "Polaroid", "Ohrbach's", "El Al"].map(
      (brand) => ({ brand }),
    ),
  });

  it("shows the legend with 'legend of' the first two agencies, five brands and the profile link", async () => {
    renderWithRouter(<LegendCard legend={legend} withCareer />);
    expect(screen.getByRole("heading", { name: "Bill Bernbach" })).toBeInTheDocument();
    expect(screen.getByText("legend of First Agency, Second Agency")).toBeInTheDocument();
    expect(screen.getByText(legend.description)).toHaveClass("line-clamp-3");
    expect(screen.getByText(legend.keyMessage)).toBeInTheDocument();
    const brands = within(screen.getByRole("list", { name: "Notable brands" }));
    expect(brands.getAllByRole("listitem")).toHaveLength(5);
    expect(brands.queryByText("El Al")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Profile of Bill Bernbach" })).toHaveAttribute(
      "href",
      "/creative-legends/bill-bernbach",
    );
    expect(screen.getByText(/An AI persona inspired by/)).toBeInTheDocument();
    expect(await screen.findByText("BB")).toBeInTheDocument();
  });

  it("lists the awards and the 'Legendary Career' on focus", async () => {
    renderWithRouter(<LegendCard legend={legend} withCareer />);
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent("2 awards");
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "AwardsCopywriters Hall of FameAdvertising Hall of Fame",
    );
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent("Career");
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Legendary CareerFirst Agency · Copywriter · 1950–1960",
    );
  });

  it("marks a locked legend with the way to upgrade", () => {
    renderWithRouter(<LegendCard legend={{ ...legend, locked: true }} />);
    expect(screen.getByRole("link", { name: "Upgrade to unlock" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("leaves the lock out where it is not wanted", () => {
    renderWithRouter(<LegendCard legend={{ ...legend, locked: true }} showLocked={false} />);
    expect(screen.queryByText("Upgrade to unlock")).not.toBeInTheDocument();
  });
});
