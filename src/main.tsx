import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('CourseLoad cannot start: the #root element is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <p>CourseLoad</p>
  </StrictMode>,
)
