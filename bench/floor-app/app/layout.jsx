// The floor: the smallest App Router pages of the Next.js version the site uses. The
// public-pages bench compares the home page's JavaScript against `/`; the classroom bench compares
// logged-in pages against `/dynamic`, rendered per request.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
