/**
 * The training catalogue shipped with the platform. Target skills are ESCO v1.1.1 preferred labels
 * (European Commission, CC BY 4.0; see NOTICE), kept here as labels: the skills service owns the
 * taxonomy. `externalId` is the course id at the learning provider; `modules` are the course's
 * modules as the provider (and the sandbox provider) delivers them.
 */
export interface ProviderSeed {
  name: string;
  website: string;
}

export interface ProgramSeed {
  externalId: string;
  title: string;
  provider: string;
  deliveryMethod: 'online' | 'in_person' | 'blended' | 'virtual_classroom';
  description: string;
  duration: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  targetSkills: string[];
  prerequisites: string[];
  price: number;
  currency?: string;
  capacity: number | null;
  certificationOffered: string | null;
  isActive?: boolean;
  modules: string[];
}

export const providerSeeds: ProviderSeed[] = [
  { name: 'Nordic Wind Academy', website: 'https://nordicwind.academy.example' },
  { name: 'SolarSkills Institute', website: 'https://solarskills.example' },
  { name: 'GridWorks Training', website: 'https://gridworks-training.example' },
  { name: 'H2 Safety Centre', website: 'https://h2safety.example' },
  { name: 'OT Secure Academy', website: 'https://otsecure.example' },
  { name: 'Energy Efficiency Institute', website: 'https://eei-learning.example' },
  { name: 'Energy Project School', website: 'https://energyprojects.example' },
];

export const programSeeds: ProgramSeed[] = [
  {
    externalId: 'NWA-GWO-BST', title: 'GWO Basic Safety Training (BST)', provider: 'Nordic Wind Academy', deliveryMethod: 'in_person',
    description: 'The five GWO BST modules every wind technician needs before climbing: first aid, manual handling, fire awareness, working at heights and sea survival.',
    duration: '5 days', level: 'beginner',
    targetSkills: ['follow safety procedures when working at heights', 'provide first aid', 'use personal protection equipment', 'evacuate people from heights'],
    prerequisites: ['Medical fitness certificate for work at heights'], price: 1450, capacity: 12, certificationOffered: 'GWO BST certificate (WINDA record)',
    modules: ['First Aid', 'Manual Handling', 'Fire Awareness', 'Working at Heights', 'Sea Survival'],
  },
  {
    externalId: 'NWA-GWO-BTT', title: 'GWO Basic Technical Training', provider: 'Nordic Wind Academy', deliveryMethod: 'blended',
    description: 'Mechanical, electrical and hydraulic fundamentals of modern wind turbines for new service technicians.',
    duration: '4 days', level: 'intermediate',
    targetSkills: ['maintain wind turbines', 'types of wind turbines', 'test electrical equipment', 'electrical safety regulations'],
    prerequisites: ['GWO Basic Safety Training (BST)'], price: 1800, capacity: 10, certificationOffered: 'GWO BTT certificate (WINDA record)',
    modules: ['Mechanical Systems', 'Electrical Systems', 'Hydraulic Systems', 'Practical Assessment'],
  },
  {
    externalId: 'NWA-WT-INSPECT', title: 'Wind Turbine Inspection and Blade Maintenance', provider: 'Nordic Wind Academy', deliveryMethod: 'in_person',
    description: 'Visual and instrumented inspection of towers, nacelles and blades, damage classification and repair planning.',
    duration: '3 days', level: 'advanced',
    targetSkills: ['inspect wind turbines', 'test wind turbine blades', 'maintain wind turbines'],
    prerequisites: ['GWO Basic Technical Training', '12 months field experience'], price: 2100, capacity: 8, certificationOffered: 'Blade Inspection Technician certificate',
    modules: ['Inspection Planning', 'Blade Damage Categories', 'Drone and Rope-Access Inspection', 'Repair Reporting'],
  },
  {
    externalId: 'NWA-OFFSHORE', title: 'Offshore Wind Fundamentals', provider: 'Nordic Wind Academy', deliveryMethod: 'online',
    description: 'Offshore wind farm layout, foundations, export cables, marine operations and the project life cycle.',
    duration: '12 hours', level: 'beginner',
    targetSkills: ['offshore renewable energy technologies', 'install offshore renewable energy systems', 'renewable energy technologies'],
    prerequisites: [], price: 390, capacity: null, certificationOffered: 'Certificate of completion',
    modules: ['Offshore Wind Markets', 'Foundations and Turbines', 'Cables and Substations', 'Marine Operations'],
  },
  {
    externalId: 'SSI-PV-DESIGN', title: 'Solar PV System Design', provider: 'SolarSkills Institute', deliveryMethod: 'online',
    description: 'Size and design grid-tied photovoltaic systems: irradiance, orientation, string sizing, inverters and yield estimation.',
    duration: '6 weeks', level: 'intermediate',
    targetSkills: ['design solar energy systems', 'calculate solar panel orientation', 'solar energy', 'install photovoltaic systems'],
    prerequisites: ['Basic electrical theory'], price: 690, capacity: 60, certificationOffered: 'PV Design Associate certificate',
    modules: ['Solar Resource and Irradiance', 'Module Orientation and Shading', 'String and Inverter Sizing', 'Yield Estimation', 'Design Review Project'],
  },
  {
    externalId: 'SSI-PV-INSTALL', title: 'PV Installation and Commissioning', provider: 'SolarSkills Institute', deliveryMethod: 'blended',
    description: 'Hands-on rooftop and ground-mount installation, DC cabling, earthing, testing and handover.',
    duration: '5 days', level: 'beginner',
    targetSkills: ['install photovoltaic systems', 'mount photovoltaic panels', 'follow safety procedures when working at heights', 'project commissioning'],
    prerequisites: [], price: 1250, capacity: 16, certificationOffered: 'PV Installer certificate',
    modules: ['Site Safety', 'Mounting Systems', 'DC and AC Cabling', 'Testing and Commissioning'],
  },
  {
    externalId: 'SSI-PV-OM', title: 'PV Operations and Maintenance', provider: 'SolarSkills Institute', deliveryMethod: 'online',
    description: 'Preventive and corrective maintenance of PV plants, IV-curve tracing, thermography and performance ratio analysis.',
    duration: '20 hours', level: 'intermediate',
    targetSkills: ['maintain photovoltaic systems', 'types of photovoltaic panels', 'test electrical equipment'],
    prerequisites: ['PV Installation and Commissioning or equivalent'], price: 480, capacity: null, certificationOffered: 'Certificate of completion',
    modules: ['Maintenance Planning', 'IV Curves and Thermography', 'Performance Ratio', 'Fault Finding'],
  },
  {
    externalId: 'SSI-SOLAR-THERMAL', title: 'Solar Thermal and Heat Pump Systems', provider: 'SolarSkills Institute', deliveryMethod: 'virtual_classroom',
    description: 'Design and installation of solar water heating combined with air- and ground-source heat pumps.',
    duration: '3 weeks', level: 'intermediate',
    targetSkills: ['install solar water heater', 'install heat pump', 'design heat pump installations', 'types of heat pumps'],
    prerequisites: ['Plumbing or HVAC background'], price: 820, capacity: 24, certificationOffered: 'Renewable Heat Installer certificate',
    modules: ['Solar Thermal Collectors', 'Heat Pump Principles', 'Hybrid System Design', 'Installation and Handover'],
  },
  {
    externalId: 'GWT-BESS-COMM', title: 'Battery Energy Storage (BESS) Commissioning', provider: 'GridWorks Training', deliveryMethod: 'blended',
    description: 'Commissioning utility-scale battery storage: cell chemistry, battery management systems, safety tests and grid integration.',
    duration: '4 days', level: 'advanced',
    targetSkills: ['energy storage systems', 'battery chemistry', 'project commissioning', 'operate battery test equipment'],
    prerequisites: ['Electrical qualification', 'High-voltage awareness'], price: 2400, capacity: 12, certificationOffered: 'BESS Commissioning Engineer certificate',
    modules: ['Cell Chemistry and Degradation', 'Battery Management Systems', 'Fire and Thermal Runaway Safety', 'Functional Testing', 'Grid Connection Tests'],
  },
  {
    externalId: 'GWT-HV-SWITCH', title: 'High Voltage Switching and Safety Rules', provider: 'GridWorks Training', deliveryMethod: 'in_person',
    description: 'Authorised-person training for switching, isolation, earthing and permits to work on HV networks.',
    duration: '5 days', level: 'advanced',
    targetSkills: ['ensure safety in electrical power operations', 'electrical power safety regulations', 'switching devices', 'respond to electrical power contingencies'],
    prerequisites: ['Electrical apprenticeship or degree', '2 years network experience'], price: 2650, capacity: 8, certificationOffered: 'HV Authorised Person (switching) certificate',
    modules: ['Safety Rules and Permits', 'Switching Schedules', 'Isolation and Earthing', 'Practical Switching Assessment'],
  },
  {
    externalId: 'GWT-GRID-CODES', title: 'Grid Codes and Connection Compliance', provider: 'GridWorks Training', deliveryMethod: 'online',
    description: 'Grid code requirements for generators and storage: fault ride-through, reactive power, frequency response and compliance testing.',
    duration: '16 hours', level: 'advanced',
    targetSkills: ['power engineering', 'ensure compliance with electricity distribution schedule', 'smart grids systems'],
    prerequisites: ['Power systems fundamentals'], price: 740, capacity: null, certificationOffered: 'Certificate of completion',
    modules: ['Why Grid Codes Exist', 'Fault Ride-Through', 'Reactive Power and Voltage Control', 'Compliance Testing'],
  },
  {
    externalId: 'GWT-SMART-GRID', title: 'Smart Grids and Distribution Operations', provider: 'GridWorks Training', deliveryMethod: 'virtual_classroom',
    description: 'Distribution network operation with smart meters, automation and distributed energy resources.',
    duration: '4 weeks', level: 'intermediate',
    targetSkills: ['smart grids systems', 'supervise electricity distribution operations', 'design smart grids ', 'automation technology'],
    prerequisites: ['Electrical engineering basics'], price: 950, capacity: 30, certificationOffered: 'Smart Grid Practitioner certificate',
    modules: ['Distribution Networks Today', 'Metering and Data', 'Network Automation', 'Integrating Distributed Energy'],
  },
  {
    externalId: 'GWT-ELEC-FUND', title: 'Electrical Fundamentals for Energy Technicians', provider: 'GridWorks Training', deliveryMethod: 'online',
    description: 'Current, voltage, power, circuits, measurement instruments and wiring diagrams for people entering the energy trades.',
    duration: '30 hours', level: 'beginner',
    targetSkills: ['electricity', 'electric current', 'use measurement instruments', 'electrical wiring diagrams'],
    prerequisites: [], price: 0, capacity: null, certificationOffered: null,
    modules: ['Current, Voltage and Power', 'Circuits', 'Measurement Instruments', 'Reading Wiring Diagrams'],
  },
  {
    externalId: 'H2S-SAFETY', title: 'Hydrogen Safety Fundamentals', provider: 'H2 Safety Centre', deliveryMethod: 'online',
    description: 'Properties and hazards of hydrogen, leak detection, ventilation, ATEX zones and emergency response.',
    duration: '10 hours', level: 'beginner',
    targetSkills: ['provide information on hydrogen', 'apply health and safety standards', 'health and safety regulations'],
    prerequisites: [], price: 350, capacity: null, certificationOffered: 'Hydrogen Safety Awareness certificate',
    modules: ['Hydrogen Properties', 'Hazards and Leak Detection', 'Safe Design and ATEX', 'Emergency Response'],
  },
  {
    externalId: 'H2S-PRODUCTION', title: 'Green Hydrogen Production and Electrolysis', provider: 'H2 Safety Centre', deliveryMethod: 'virtual_classroom',
    description: 'Alkaline, PEM and solid-oxide electrolysis, plant balance, costs and feasibility studies for green hydrogen projects.',
    duration: '3 weeks', level: 'advanced',
    targetSkills: ['assess hydrogen production technologies', 'execute feasibility study on hydrogen', 'renewable energy technologies'],
    prerequisites: ['Hydrogen Safety Fundamentals', 'Engineering degree'], price: 1600, currency: 'EUR', capacity: 20, certificationOffered: 'Green Hydrogen Specialist certificate',
    modules: ['Electrolyser Technologies', 'Balance of Plant', 'Cost and LCOH', 'Feasibility Study Workshop'],
  },
  {
    externalId: 'OTS-SCADA-SEC', title: 'SCADA and OT Security for Energy Systems', provider: 'OT Secure Academy', deliveryMethod: 'online',
    description: 'Securing industrial control systems in power plants and substations: IEC 62443, segmentation, monitoring and incident response.',
    duration: '5 weeks', level: 'advanced',
    targetSkills: ['cyber security', 'ICT security standards', 'identify ICT security risks', 'cyber attack counter-measures'],
    prerequisites: ['Networking fundamentals'], price: 1900, capacity: 40, certificationOffered: 'OT Security Professional certificate',
    modules: ['OT vs IT', 'IEC 62443 Zones and Conduits', 'Monitoring and Detection', 'Incident Response Exercise'],
  },
  {
    externalId: 'OTS-CONTROL', title: 'Industrial Control and PLC Programming for Energy Plants', provider: 'OT Secure Academy', deliveryMethod: 'blended',
    description: 'PLC logic, control loops and SCADA HMIs for generation and storage plants.',
    duration: '6 weeks', level: 'intermediate',
    targetSkills: ['programmable logic controller', 'control systems', 'operate control systems', 'automation technology'],
    prerequisites: ['Electrical Fundamentals for Energy Technicians'], price: 1350, capacity: 18, certificationOffered: 'Control Systems Technician certificate',
    modules: ['PLC Basics', 'Control Loops', 'SCADA and HMI', 'Plant Automation Project'],
  },
  {
    externalId: 'EEI-AUDIT', title: 'Energy Auditing (ISO 50002)', provider: 'Energy Efficiency Institute', deliveryMethod: 'blended',
    description: 'Plan and carry out energy audits of buildings and industrial sites, analyse consumption and report savings measures.',
    duration: '4 weeks', level: 'intermediate',
    targetSkills: ['conduct energy audit', 'analyse energy consumption', 'energy efficiency', 'electricity consumption'],
    prerequisites: [], price: 1100, capacity: 25, certificationOffered: 'Certified Energy Auditor (ISO 50002) certificate',
    modules: ['Audit Planning', 'Metering and Data Collection', 'Analysis of Consumption', 'Savings Measures and Reporting'],
  },
  {
    externalId: 'EEI-BUILDINGS', title: 'Energy Performance of Buildings', provider: 'Energy Efficiency Institute', deliveryMethod: 'online',
    description: 'Building physics, energy performance certificates, simulation and retrofit strategies.',
    duration: '24 hours', level: 'beginner',
    targetSkills: ['energy performance of buildings', 'perform energy simulations', 'energy efficiency'],
    prerequisites: [], price: 420, capacity: null, certificationOffered: 'Certificate of completion',
    modules: ['Building Physics', 'Performance Certificates', 'Energy Simulation', 'Retrofit Strategies'],
  },
  {
    externalId: 'EEI-MARKETS', title: 'Electricity Markets and Energy Trading', provider: 'Energy Efficiency Institute', deliveryMethod: 'virtual_classroom',
    description: 'Wholesale and balancing markets, power purchase agreements and market trend analysis.',
    duration: '3 weeks', level: 'intermediate',
    targetSkills: ['energy market', 'electricity market', 'analyse energy market trends'],
    prerequisites: [], price: 980, capacity: 35, certificationOffered: 'Energy Markets certificate',
    modules: ['Market Design', 'Day-Ahead and Intraday Trading', 'PPAs and Hedging', 'Market Trend Analysis'],
  },
  {
    externalId: 'EEI-POLICY', title: 'Energy Policy and Environmental Legislation', provider: 'Energy Efficiency Institute', deliveryMethod: 'online',
    description: 'Climate targets, renewable support schemes, permitting and environmental law for energy projects.',
    duration: '15 hours', level: 'beginner',
    targetSkills: ['develop energy policy', 'environmental legislation', 'energy'],
    prerequisites: [], price: 290, capacity: null, certificationOffered: null,
    modules: ['Climate and Energy Targets', 'Support Schemes', 'Permitting and Environmental Law'],
  },
  {
    externalId: 'EPS-PM', title: 'Project Management for Renewable Energy Projects', provider: 'Energy Project School', deliveryMethod: 'online',
    description: 'Plan, budget and deliver wind, solar and storage projects from development to commercial operation.',
    duration: '8 weeks', level: 'intermediate',
    targetSkills: ['project management', 'perform project management', 'manage budgets', 'risk management'],
    prerequisites: [], price: 1200, capacity: 50, certificationOffered: 'Renewable Project Manager certificate',
    modules: ['Project Life Cycle', 'Scheduling and Budgets', 'Risk Management', 'Contracts and Stakeholders', 'Capstone Plan'],
  },
  {
    externalId: 'EPS-AGILE', title: 'Agile Delivery for Energy Digital Teams', provider: 'Energy Project School', deliveryMethod: 'virtual_classroom',
    description: 'Agile methods for utilities building digital products: backlogs, iterations and managing project information.',
    duration: '2 weeks', level: 'beginner',
    targetSkills: ['Agile project management', 'manage project information', 'lead a team'],
    prerequisites: [], price: 540, capacity: 30, certificationOffered: 'Certificate of completion',
    modules: ['Agile Principles', 'Backlogs and Iterations', 'Team Leadership'],
  },
  {
    externalId: 'EPS-RISK', title: 'Risk Analysis for Energy Infrastructure', provider: 'Energy Project School', deliveryMethod: 'online',
    description: 'Quantitative and qualitative risk analysis for generation and grid assets, with HSE assessments.',
    duration: '18 hours', level: 'advanced',
    targetSkills: ['perform risk analysis', 'risk management', 'make health, safety and environment assessments'],
    prerequisites: ['Project Management for Renewable Energy Projects or equivalent'], price: 860, capacity: null, certificationOffered: 'Certificate of completion',
    modules: ['Risk Frameworks', 'Quantitative Analysis', 'HSE Assessments', 'Risk Registers'],
  },
  {
    externalId: 'EPS-POWER-PLANT', title: 'Power Plant Operations and Maintenance', provider: 'Energy Project School', deliveryMethod: 'in_person',
    description: 'Operating and maintaining thermal, geothermal and biogas plants: generators, instrumentation and performance tests.',
    duration: '10 days', level: 'intermediate',
    targetSkills: ['maintain power plants', 'monitor electric generators', 'power plant instrumentation', 'test performance of power plants'],
    prerequisites: ['Electrical or mechanical trade qualification'], price: 3200, capacity: 14, certificationOffered: 'Power Plant Operator certificate',
    modules: ['Plant Systems Overview', 'Generators and Excitation', 'Instrumentation', 'Performance Testing', 'Maintenance Planning'],
  },
  {
    externalId: 'EPS-BIOGAS', title: 'Biogas and Geothermal Energy Essentials', provider: 'Energy Project School', deliveryMethod: 'online',
    description: 'How biogas digesters and geothermal power plants work, and where they fit in a renewable energy mix.',
    duration: '8 hours', level: 'beginner',
    targetSkills: ['biogas energy production', 'geothermal power plant operations', 'energy transformation'],
    prerequisites: [], price: 190, capacity: null, certificationOffered: 'Certificate of completion',
    modules: ['Biogas Digestion', 'Geothermal Resources', 'Plant Economics'],
  },
  {
    externalId: 'GWT-LEGACY-SCADA', title: 'Legacy RTU Maintenance (retired)', provider: 'GridWorks Training', deliveryMethod: 'in_person',
    description: 'Maintenance of legacy remote terminal units; replaced by the SCADA and OT security course.',
    duration: '2 days', level: 'intermediate',
    targetSkills: ['maintain electrical equipment'], prerequisites: [], price: 600, capacity: 6, certificationOffered: null, isActive: false,
    modules: ['RTU Hardware', 'Fault Finding'],
  },
];
