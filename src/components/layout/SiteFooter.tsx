import { Container, Flex, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <Container size="4" px={{ initial: "5", sm: "6" }} py="6">
        <Flex
          direction={{ initial: "column", sm: "row" }}
          justify="between"
          align={{ initial: "start", sm: "center" }}
          gap="4"
        >
          <Flex direction="column" gap="1">
            <Text size="3" className="serif" weight="medium">
              Legendary
            </Text>
            <Text size="2" color="gray">
              © {year} Legendary. Your AI advertising agency.
            </Text>
          </Flex>
          <nav aria-label="Legal">
            <Flex gap="5">
              <Link asChild size="2" color="gray">
                <RouterLink to="/terms">Terms of Service</RouterLink>
              </Link>
              <Link asChild size="2" color="gray">
                <RouterLink to="/privacy">Privacy Policy</RouterLink>
              </Link>
            </Flex>
          </nav>
        </Flex>
      </Container>
    </footer>
  );
}
