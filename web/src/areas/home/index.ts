export { HomePage } from './components/HomePage';
export { TasksPage } from './components/TasksPage';
