/**
 * 滚动栏图片配置 (/portal/configuration?id=, hidden page of menu 18): a scroll
 * bar's pictures in display order, a single record per scroll bar
 * (resources/portal/scrollPictures.ts) edited as react-hook-form's field
 * array: each picture with its upload, title and link, moved up or down,
 * removed, or added up to the limit. The title bar's 返回 goes back to the list.
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import scrollBar from '../../../resources/portal/scrollBar';
import { scrollPictures } from '../../../resources/portal/scrollPictures';
import { SingleRecordForm } from '../../../src/crud/single/SingleRecordForm';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { ScrollPictureList } from './ScrollPictureList';

const readId = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

const ScrollPicturesPage = () => {
  const translate = useTranslate();
  const [query] = useSearchParams();
  const scrollId = readId(query.get('id'));
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="scroll-pictures">
      {scrollId === null ? (
        // Opened without a scroll bar: the reason and the way to the list where one is chosen.
        <LoadFailed error="portal.scroll.validation.scrollNotFound" listPath={scrollBar.routes.list} />
      ) : (
        <SingleRecordForm
          key={scrollId}
          declaration={scrollPictures}
          ownerId={scrollId}
          listPath={scrollBar.routes.list}
          title={(record) => (record ? translate('portal.scroll.title', { title: record.scrollTitle }) : translate('portal.scroll.configure'))}
        >
          {(editable) => <ScrollPictureList editable={editable} />}
        </SingleRecordForm>
      )}
    </Box>
  );
};

export default ScrollPicturesPage;
