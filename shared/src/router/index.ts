/**
 * The one way apps use the router. react-router-dom is bundled inside this
 * shared singleton instead of being shared whole: Module Federation cannot
 * tree-shake a shared package, but it can shake what this module leaves out
 * (the data-router half of @remix-run/router), which keeps the first load small.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
} from 'react-router-dom';
