// Which sharing dialog is open: the users list (the Overview's Share Access) or the ownership transfer.
import { create } from 'zustand';

export const useSharingDialog = create<{ open: 'access' | 'owner' | null }>(() => ({ open: null }));
export const openUserAccess = () => useSharingDialog.setState({ open: 'access' });
export const openOwnerChange = () => useSharingDialog.setState({ open: 'owner' });
export const closeSharing = () => useSharingDialog.setState({ open: null });
