// First: opens IndexedDB and starts the entity reads while the rest of the app is evaluated.
import '@/app/start-data'
import { createRoot } from 'react-dom/client'
import { boot } from '@/app/boot'
import './styles.css'

const element = document.getElementById('root')
if (!element) throw new Error('CourseLoad cannot start: the #root element is missing from index.html')

void boot(createRoot(element))
