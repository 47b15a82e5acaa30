/** The newest notices a learner sees in the portal; older ones stay stored but are not listed. */
export const NOTICES_LISTED = 50;
