import { useLocation, useNavigate } from 'react-router';

/** Goes to /auth carrying the return location (SPEC 2: navigation state carries it and defaultTab). */
export function useGoToSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate('/auth', { state: { from: location, defaultTab: 'signin' } });
}
