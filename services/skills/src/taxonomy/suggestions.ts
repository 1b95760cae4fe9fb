/**
 * The editor's built-in suggestions (spec §2 My Skills: about 100 in the categories languages, frameworks,
 * databases, cloud, devops, mobile, data/AI, design, agile, soft skills, testing, architecture), sorted
 * alphabetically where they are served.
 */
export const builtInSuggestions: readonly string[] = [
  // languages
  'C#', 'C++', 'Go', 'Java', 'JavaScript', 'Kotlin', 'MATLAB', 'PHP', 'Python', 'R', 'Ruby', 'Rust', 'SQL', 'Swift', 'TypeScript',
  // frameworks
  '.NET', 'Angular', 'Django', 'Express.js', 'FastAPI', 'Flask', 'Next.js', 'Node.js', 'React', 'Spring Boot', 'Vue.js',
  // databases
  'Elasticsearch', 'MongoDB', 'MySQL', 'Oracle Database', 'PostgreSQL', 'Redis', 'SQL Server',
  // cloud
  'Amazon Web Services (AWS)', 'Google Cloud Platform', 'Microsoft Azure', 'Serverless',
  // devops
  'Ansible', 'CI/CD', 'Docker', 'Git', 'GitHub Actions', 'Jenkins', 'Kubernetes', 'Linux', 'Terraform',
  // mobile
  'Android Development', 'Flutter', 'iOS Development', 'React Native',
  // data / AI
  'Apache Spark', 'Computer Vision', 'Data Analysis', 'Data Visualization', 'Deep Learning', 'Machine Learning',
  'Natural Language Processing', 'Pandas', 'Power BI', 'PyTorch', 'Statistics', 'Tableau', 'TensorFlow',
  // design
  'Adobe Illustrator', 'Adobe Photoshop', 'Figma', 'Sketch', 'UI Design', 'User Research', 'UX Design',
  // agile
  'Agile Methodologies', 'Jira', 'Kanban', 'Product Management', 'Scrum',
  // soft skills
  'Communication', 'Critical Thinking', 'Leadership', 'Mentoring', 'Negotiation', 'Presentation Skills',
  'Problem Solving', 'Project Management', 'Stakeholder Management', 'Teamwork', 'Time Management',
  // testing
  'Cypress', 'End-to-End Testing', 'Integration Testing', 'Jest', 'Playwright', 'Selenium', 'Test Automation', 'Unit Testing',
  // architecture
  'API Design', 'Cloud Architecture', 'Domain-Driven Design', 'Event-Driven Architecture', 'GraphQL', 'Microservices',
  'REST APIs', 'Software Architecture', 'System Design',
];
