import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../../lib/auth/auth-context.tsx';

/** SPEC 2/8: 'Signed out successfully' then home; a failure says 'Error signing out'. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
      toast.success('Signed out successfully');
      navigate('/');
    } catch (err) {
      console.error(err);
      toast.error('Error signing out');
    }
  }, [signOut, navigate]);
}
