import { Anchor, Box, Container, Group, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';
import { PageTitle } from './page-title';

type PublicLayoutProps = {
  title: string;
  description?: React.ReactNode;
  size?: 'xs' | 'md';
  children: React.ReactNode;
};

/** Chrome of every page a visitor sees without the signed-in shell. */
export function PublicLayout({ title, description, size = 'xs', children }: PublicLayoutProps) {
  return (
    <Box mih="100dvh" bg="var(--nh-surface-muted)">
      <Group component="header" px="lg" py="md">
        <Logo />
      </Group>
      <Container component="main" size={size === 'xs' ? 480 : 'md'} py="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <PageTitle title={title} description={description} />
            {children}
          </Stack>
        </Paper>
      </Container>
      <Group component="footer" justify="center" py="md">
        <Anchor component={Link} to={paths.policies.getHref()} size="sm">
          Privacy policy and terms
        </Anchor>
      </Group>
    </Box>
  );
}
