import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UploadProgressOverlay } from '@/components/admin/trainings/upload-progress-overlay';

// The training-video upload's overlay (docs/product.md#admin-videos): Cancel works while bytes are still being sent;
// once all are sent the server is storing the video, and a Cancel then said "Upload cancelled." of a video that was
// saved all the same (the cancelled-upload e2e test failed that way when its click came at 100 %).

const cancelButton = (percent: number) => {
  const html = renderToStaticMarkup(<UploadProgressOverlay percent={percent} fileName="intro.mp4" onCancel={() => {}} />);
  return /<button[^>]*data-test="cancel-upload"[^>]*>/.exec(html)![0];
};

describe('the upload overlay', () => {
  it('offers Cancel while the video is being sent', () => {
    expect(cancelButton(0)).not.toMatch(/\sdisabled=/);
    expect(cancelButton(99)).not.toMatch(/\sdisabled=/);
  });

  it('disables Cancel once every byte is sent and the server is saving the video', () => {
    expect(cancelButton(100)).toMatch(/\sdisabled=""/);
  });
});
