import { Box } from '@mui/material';
import { LocalesMenuButton, Login, LoginForm } from 'react-admin';

/** React-admin's sign-in page with the language menu, for staff who read Russian better. */
export function LoginPage() {
  return (
    <Login>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <LocalesMenuButton />
      </Box>
      <LoginForm />
    </Login>
  );
}
