import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from '@/components/profile/profile-card';
import type { UserProfile } from '@/lib/users/profile';

const hostile: UserProfile = {
  id: 'u1',
  student_id: 'QA-1001',
  username: '<script>alert("x")</script>',
  email: '"><img src=x onerror=alert(1)>@example.com',
  profile: null,
  role: 'student',
  email_verified: false,
  email_verification_code: null,
  pay_status: 'no',
  pay_method: null,
  phone: null,
  courses: ['<img src=x onerror=alert(2)>'],
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('ProfileCard', () => {
  it('renders profile fields containing markup as text, never as elements', () => {
    const html = renderToStaticMarkup(<ProfileCard user={hostile} />);
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  it('shows the Verify link and Not Pay for an unverified, unpaid student, and hides the ID for admins', () => {
    const html = renderToStaticMarkup(<ProfileCard user={{ ...hostile, username: 'Plain Name' }} />);
    expect(html).toContain('href="/verifyEmail"');
    expect(html).toContain('Not Pay');
    expect(html).toContain('href="/payment"');
    expect(html).toContain('QA-1001');
    const admin = renderToStaticMarkup(<ProfileCard user={{ ...hostile, role: 'admin' }} showStudentId={false} />);
    expect(admin).not.toContain('QA-1001');
  });
});
