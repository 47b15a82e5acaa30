import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdsSection } from '@/components/home/ads-section';
import { CommentsSection } from '@/components/home/comments-section';
import { ProgramsSection } from '@/components/home/programs-section';
import { ScheduleSection } from '@/components/home/schedule-section';
import type { PublicReview } from '@/lib/reviews/queries';
import type { ScheduleRow } from '@/lib/schedule/queries';

const row: ScheduleRow = {
  id: 7,
  Project_id: 'QA-101',
  'Project Name': 'Manual Testing',
  'Start Date': '2027-01-11',
  Weekdays: 'Mon, Wed, Fri',
  'Demo Date': '2027-01-06',
  Duration: '12 weeks',
  'Meeting Time': '7:00 PM - 9:00 PM EST',
  Fee: 499,
  catalogue_course_id: 1,
};

const review: PublicReview = {
  id: 1,
  username: 'Ada <b>Lovelace</b>',
  profile: null,
  content: '<img src=x onerror=alert(1)> Great course',
  created_at: '2026-11-19T18:45:00.000Z',
  student_id: 'QA-1001',
  date: '2026-11-19T18:45:00.000Z',
};

describe('ScheduleSection', () => {
  it('shows every column and the fee with a $ prefix', () => {
    const html = renderToStaticMarkup(<ScheduleSection rows={[row]} />);
    for (const title of ['ID', 'Course Name', 'Start Date', 'Weekdays', 'Demo Date', 'Duration', 'Time', 'Fee']) {
      expect(html).toContain(`>${title}</th>`);
    }
    expect(html).toContain('data-test="schedule-row"');
    expect(html).toContain('>$499</td>');
    expect(html).not.toContain('There is no schedule for now ...');
  });

  it('says so when there is no schedule', () => {
    const html = renderToStaticMarkup(<ScheduleSection rows={[]} />);
    expect(html).toContain('There is no schedule for now ...');
    expect(html).not.toContain('data-test="schedule-row"');
  });
});

describe('ProgramsSection', () => {
  it('links each course to its learning topic and More... to /learning', () => {
    const html = renderToStaticMarkup(<ProgramsSection courses={[{ course_id: 4, course_name: 'Manual Testing' }]} />);
    expect(html).toMatch(/<a[^>]*href="\/learning\/4"[^>]*>Manual Testing<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/learning"[^>]*>More...<\/a>/);
  });
});

describe('AdsSection', () => {
  it('says "No ads available" without ads', () => {
    expect(renderToStaticMarkup(<AdsSection ads={[]} />)).toContain('No ads available');
  });

  it('renders an image ad as <img alt={title}> and a video ad as a muted, looping, inline video with controls', () => {
    const html = renderToStaticMarkup(
      <AdsSection
        ads={[
          { id: 2, title: 'New batch', type: 'image', media: 'a.png' },
          { id: 1, title: 'Watch the demo', type: 'video', media: 'b.mp4' },
        ]}
      />,
    );
    expect(html.match(/data-test="ad-slide"/g)).toHaveLength(2);
    expect(html.match(/>Ads</g)).toHaveLength(2);
    expect(html).toMatch(/<img[^>]*src="\/api\/ads\/a.png"[^>]*alt="New batch"/);
    expect(html).toMatch(/<video[^>]*src="\/api\/ads\/b.mp4"[^>]*autoPlay=""[^>]*muted=""[^>]*loop=""[^>]*playsInline=""[^>]*controls=""/);
    expect(html).toContain('data-swiper-options="{&quot;autoplayDelay&quot;:15000');
    expect(html).toContain('aria-roledescription="carousel"');
  });
});

describe('CommentsSection', () => {
  it('renders the comment in quotes as text, the default avatar, the username and the date part', () => {
    const html = renderToStaticMarkup(<CommentsSection reviews={[review]} />);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).toContain('“&lt;img src=x onerror=alert(1)&gt; Great course”');
    expect(html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(html).toContain('data-test="default-avatar"');
    expect(html).toMatch(/<time[^>]*>2026-11-19<\/time>/);
  });

  it('shows a profile photo with "{username}\'s photo" as its text alternative', () => {
    const html = renderToStaticMarkup(<CommentsSection reviews={[{ ...review, username: 'Grace', profile: 'p.png' }]} />);
    expect(html).toMatch(/<img[^>]*src="\/api\/profile\/p.png"[^>]*alt="Grace&#x27;s photo"/);
  });
});
