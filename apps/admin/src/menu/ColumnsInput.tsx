import { Box } from '@mui/material';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { TranslatedInput } from '../common/TranslatedInput';
import { SlugInput } from './SlugInput';

const slugsSideBySide = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  columnGap: 2,
  width: '100%',
};

/**
 * The mega-menu's columns in order, each with its links in order: a link goes to the item's category and the
 * link's sub-category, or to a page of its own when it names one.
 */
export function ColumnsInput() {
  return (
    <ArrayInput source="columns">
      <SimpleFormIterator>
        <TranslatedInput source="title" max={CONTENT_LIMITS.shortText} label="vitrina.menu.columnTitle" />
        <ArrayInput source="links" label="vitrina.menu.links">
          <SimpleFormIterator>
            <TranslatedInput source="title" max={CONTENT_LIMITS.shortText} label="vitrina.menu.linkTitle" />
            {/* Either, side by side on a desktop: the page of its own wins over the sub-category. */}
            <Box sx={slugsSideBySide}>
              <SlugInput source="category_slug" label="vitrina.menu.categorySlug" />
              <SlugInput source="dynamic_page_slug" label="vitrina.menu.pageSlug" optional />
            </Box>
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
