import type { Mention } from '@nethub/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PlainText } from '@/components/plain-text';
import { paths } from '@/config/paths';
import { splitMentions } from './mentions';

/**
 * A post's or response's text with the members it mentions as links to their profiles. The
 * links come from the mentions the server stored, found in the text by name; everything else
 * stays text (React escapes it), as in PlainText.
 */
export function MentionText({ text, mentions }: { text: string; mentions: Mention[] }) {
  if (!mentions.length) return <PlainText text={text} />;
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {splitMentions(paragraph.trim(), mentions).map((segment, at) =>
            segment.mention ? (
              <Anchor
                key={at}
                component={Link}
                to={paths.profile.member.getHref(segment.mention._id)}
                fw={600}
              >
                {segment.text}
              </Anchor>
            ) : (
              segment.text
            ),
          )}
        </Text>
      ))}
    </Stack>
  );
}
