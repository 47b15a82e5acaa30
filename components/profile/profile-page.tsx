import { PortalPage } from '@/components/layout/portal-page';
import { OwnProfile } from './own-profile';

/**
 * The profile screen shared by the student portal and the admin panel (docs/product.md#profile). The caller has
 * already checked the role. It draws nothing of who asks: the profile arrives in the browser (./own-profile.tsx), so
 * the HTML is one copy for every learner (docs/architecture.md#shared-portal-pages).
 */
export function ProfilePage({ portalTitle }: { portalTitle: string }) {
  return (
    <PortalPage eyebrow={portalTitle} title="Profile" width="narrow">
      <OwnProfile />
    </PortalPage>
  );
}
