import { useEffect, useState } from "react";
import {
  Badge,
  Button,
  Dialog,
  Flex,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from "@radix-ui/themes";
import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { AdminSection, LiveContent } from "./AdminSection";
import { api } from "../../../../convex/_generated/api";
import type { AdminUserDto } from "../../../../convex/admin/usersModel";
import { ADMIN_CONSOLE } from "../../../../shared/constants";
import { credits, formatDate } from "../lib/format";
import { CreditAdjustmentForm } from "./CreditAdjustmentForm";
import { focusableTableScroll } from "@/components/lists/focusableTableScroll";

/** Typing pauses this long before the search runs, so each keystroke is not a query. */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function AdjustCreditsDialog({ account }: { account: AdminUserDto }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={`Adjust credits of ${account.email}`}>
          Adjust credits
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="30rem">
        <Dialog.Title>Adjust Legend Credits</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Grants and removals are written to the account&rsquo;s credit history with your reason.
        </Dialog.Description>
        {open ? (
          <CreditAdjustmentForm
            account={account}
            onDone={(balanceAfter) => {
              setOpen(false);
              toast.success(`${account.email} now has ${credits(balanceAfter)}.`);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * Accounts by email (prefix search, newest accounts when empty): plan, credits, admin flag and
 * when they joined, with credit grants and removals. Admin rights are read-only here.
 */
export function UsersPanel() {
  const [query, setQuery] = useState("");
  const emailPrefix = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const users = useLiveQuery("adminUsers", api.admin.users.search, { emailPrefix });

  return (
    <AdminSection
      id="admin-users-title"
      title="Users"
      intro={
        <>
          Find an account by the start of its email address. Admin rights follow the
          deployment&rsquo;s list of admin addresses at each sign-in, so the Admin column is
          read-only here.
        </>
      }
    >
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor="admin-user-search" size="2" weight="medium">
          Search by email
        </Text>
        <TextField.Root
          id="admin-user-search"
          type="search"
          placeholder="name@example.com"
          autoComplete="off"
          maxLength={ADMIN_CONSOLE.emailPrefixMaxChars}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Text size="1" color="gray">
          {emailPrefix === ""
            ? `The ${ADMIN_CONSOLE.userSearchLimit} newest accounts.`
            : `Up to ${ADMIN_CONSOLE.userSearchLimit} accounts whose email starts with “${emailPrefix}”.`}
        </Text>
      </Flex>
      <LiveContent
        query={users}
        failure="The accounts could not be loaded."
        placeholderHeight="6rem"
      >
        {(accounts) =>
          accounts.length === 0 ? (
            <Text size="2" color="gray">
              No account&rsquo;s email starts with &ldquo;{emailPrefix}&rdquo;.
            </Text>
          ) : (
            <Table.Root size="1" ref={focusableTableScroll}>
              <VisuallyHidden asChild>
                <caption>Accounts</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Plan</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Credits</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Admin</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Joined</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {accounts.map((account) => (
                  <Table.Row key={account.id}>
                    <Table.RowHeaderCell>{account.email}</Table.RowHeaderCell>
                    <Table.Cell>{account.name || "—"}</Table.Cell>
                    <Table.Cell>{account.plan}</Table.Cell>
                    <Table.Cell>{account.legendCredits.toLocaleString("en-US")}</Table.Cell>
                    <Table.Cell>
                      {account.isAdmin ? <Badge color="ruby">Admin</Badge> : "No"}
                    </Table.Cell>
                    <Table.Cell>{formatDate(account.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <AdjustCreditsDialog account={account} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )
        }
      </LiveContent>
    </AdminSection>
  );
}
