extension DemoDepartment {
  /// The ten departments of the demo shop, most common first.
  static let all: [DemoDepartment] = [
    electronics, books, homeAndKitchen, clothing, sports, toys, beauty, garden, office, petSupplies,
  ]

  static let electronics = DemoDepartment(
    name: "Electronics", weight: 0.20, style: .modelNumber,
    brands: [
      "Samsung", "Sony", "Apple", "LG", "Bose", "Logitech", "Anker", "JBL", "Philips", "Panasonic",
      "Lenovo", "Dell", "HP", "Asus", "Sennheiser", "Canon", "Nikon", "Garmin", "Razer", "Belkin",
    ],
    adjectives: [
      "Wireless", "Bluetooth", "Portable", "Compact", "Smart", "Ultra-Slim", "Rechargeable", "Waterproof",
      "Noise-Cancelling", "High-Resolution", "Ergonomic", "Professional",
    ],
    materials: ["aluminum", "tempered glass", "recycled plastic", "soft-touch silicone", "carbon fiber"],
    uses: ["commuting", "working from home", "gaming", "travel", "the gym", "movie nights", "video calls"],
    tags: ["tech", "gadget", "wireless"],
    subcategories: [
      DemoSubcategory(name: "Audio", leaves: [
        DemoLeaf(name: "Headphones", adjectives: ["Wireless", "Bluetooth", "Noise-Cancelling", "Foldable", "Sport", "Studio"],
                 nouns: ["Headphones", "Over-Ear Headphones", "Earbuds", "Headset"],
                 price: 19...399, features: ["40 mm drivers", "a 30-hour battery", "active noise cancellation",
                                             "a built-in microphone", "fast charging", "a foldable design"]),
        DemoLeaf(name: "Speakers", adjectives: ["Wireless", "Bluetooth", "Portable", "Waterproof", "Smart", "Compact"],
                 nouns: ["Speaker", "Bluetooth Speaker", "Soundbar", "Bookshelf Speakers"],
                 price: 25...699, features: ["deep bass", "360-degree sound", "a 20-hour battery",
                                             "multi-room pairing", "an IP67 rating", "voice assistant support"]),
        DemoLeaf(name: "Microphones", adjectives: ["Professional", "Studio", "Compact", "Wireless", "Condenser"],
                 nouns: ["Microphone", "USB Microphone", "Lavalier Microphone"],
                 price: 15...249, features: ["a cardioid pattern", "zero-latency monitoring", "a pop filter",
                                             "a shock mount", "plug-and-play USB"]),
      ]),
      DemoSubcategory(name: "Computers", leaves: [
        DemoLeaf(name: "Laptops", adjectives: ["Ultra-Slim", "Lightweight", "Gaming", "2-in-1", "Professional", "Touchscreen"],
                 nouns: ["Laptop", "Notebook", "Chromebook", "Ultrabook"],
                 price: 249...2499, features: ["a 14-inch display", "16 GB of memory", "a 512 GB SSD",
                                               "a backlit keyboard", "all-day battery life", "a fingerprint reader"]),
        DemoLeaf(name: "Keyboards", adjectives: ["Wireless", "Ergonomic", "Compact", "Backlit", "Gaming", "Bluetooth"],
                 nouns: ["Keyboard", "Mechanical Keyboard", "Keyboard and Mouse Combo"],
                 price: 19...229, features: ["hot-swappable switches", "RGB backlighting", "a detachable cable",
                                             "a numeric keypad", "quiet keys"]),
        DemoLeaf(name: "Monitors", adjectives: ["Ultra-Wide", "High-Resolution", "Gaming", "27-Inch", "4K", "Professional"],
                 nouns: ["Monitor", "Gaming Monitor", "Curved Monitor"],
                 price: 99...1299, features: ["a 27-inch panel", "a 144 Hz refresh rate", "4K resolution",
                                              "HDR support", "a height-adjustable stand", "USB-C power delivery"]),
      ]),
      DemoSubcategory(name: "Phones & Accessories", leaves: [
        DemoLeaf(name: "Smartphones", adjectives: ["Unlocked", "5G", "Refurbished", "Dual-SIM"],
                 nouns: ["Smartphone", "Phone"],
                 price: 149...1399, features: ["a triple camera", "a 6.5-inch OLED screen", "5G connectivity",
                                               "128 GB of storage", "wireless charging", "face unlock"]),
        DemoLeaf(name: "Chargers", adjectives: ["Fast", "Wireless", "Portable", "Compact", "Magnetic"],
                 nouns: ["Charger", "Wireless Charger", "Power Bank", "Charging Cable"],
                 price: 9...129, features: ["65 W output", "two USB-C ports", "a braided cable",
                                            "overheat protection", "a 10,000 mAh battery"]),
        DemoLeaf(name: "Cases", adjectives: ["Rugged", "Slim", "Clear", "Leather", "Waterproof"],
                 nouns: ["Phone Case", "Screen Protector", "Wallet Case"],
                 price: 7...69, features: ["raised edges", "a shock-absorbing bumper", "a card slot",
                                           "a kickstand", "a matte finish"]),
      ]),
      DemoSubcategory(name: "Cameras", leaves: [
        DemoLeaf(name: "Digital Cameras", adjectives: ["Compact", "Waterproof", "Professional", "Full-Frame", "4K"],
                 nouns: ["Camera", "Mirrorless Camera", "Action Camera"],
                 price: 129...2999, features: ["a 24-megapixel sensor", "4K video", "image stabilization",
                                               "interchangeable lenses", "a flip screen"]),
        DemoLeaf(name: "Camera Accessories", adjectives: ["Professional", "Compact", "Lightweight", "Waterproof", "Travel"],
                 nouns: ["Tripod", "Camera Bag", "Memory Card", "Lens Filter"],
                 price: 9...249, features: ["a quick-release plate", "padded dividers", "fast write speeds",
                                            "weather sealing"]),
      ]),
    ]
  )

  static let books = DemoDepartment(
    name: "Books", weight: 0.14, style: .title,
    brands: [
      "Penguin", "HarperCollins", "Simon & Schuster", "Macmillan", "Hachette", "Scholastic", "Vintage",
      "Bloomsbury", "Oxford University Press", "Wiley", "O'Reilly", "Chronicle Books", "Tor", "Knopf",
    ],
    adjectives: [
      "Silent", "Hidden", "Lost", "Last", "Burning", "Forgotten", "Golden", "Midnight", "Secret", "Broken",
      "Wild", "Distant", "Quiet", "Crimson", "Little", "Endless",
    ],
    materials: ["paperback", "hardcover", "large print", "a spiral-bound edition"],
    uses: ["book clubs", "a long flight", "bedtime reading", "curious minds", "gift giving", "the classroom"],
    tags: ["bestseller", "paperback", "new release"],
    subcategories: [
      DemoSubcategory(name: "Fiction", leaves: [
        DemoLeaf(name: "Mystery", nouns: ["Harbor", "Witness", "Alibi", "Inheritance", "Lighthouse"],
                 price: 7...29, features: ["a twisting plot", "an unreliable narrator", "a locked-room puzzle"]),
        DemoLeaf(name: "Science Fiction", nouns: ["Galaxy", "Colony", "Signal", "Machine", "Frontier"],
                 price: 7...32, features: ["a richly imagined world", "first contact", "a daring starship crew"]),
        DemoLeaf(name: "Romance", nouns: ["Summer", "Promise", "Letters", "Garden", "Wedding"],
                 price: 6...24, features: ["a slow-burn romance", "a small-town setting", "second chances"]),
      ]),
      DemoSubcategory(name: "Nonfiction", leaves: [
        DemoLeaf(name: "Cookbooks", nouns: ["Kitchen", "Table", "Recipes", "Bakery", "Harvest"],
                 price: 14...45, features: ["over 100 recipes", "step-by-step photographs", "weeknight dinners"]),
        DemoLeaf(name: "History", nouns: ["Empire", "Revolution", "Voyage", "Kingdom", "Century"],
                 price: 12...39, features: ["original archival research", "detailed maps", "vivid portraits"]),
        DemoLeaf(name: "Programming", nouns: ["Algorithms", "Patterns", "Systems", "Compilers", "Databases"],
                 price: 29...79, features: ["worked examples", "exercises with solutions", "downloadable code"]),
      ]),
      DemoSubcategory(name: "Children's Books", leaves: [
        DemoLeaf(name: "Picture Books", nouns: ["Bear", "Dragon", "Moon", "Forest", "Bunny"],
                 price: 5...19, features: ["bright illustrations", "rhyming text", "sturdy pages"]),
        DemoLeaf(name: "Young Adult", nouns: ["Academy", "Rebellion", "Kingdom", "Shadow", "Quest"],
                 price: 8...22, features: ["a fearless heroine", "a magic system", "an epic quest"]),
      ]),
    ]
  )

  static let homeAndKitchen = DemoDepartment(
    name: "Home & Kitchen", weight: 0.14, style: .plain,
    brands: [
      "KitchenAid", "Cuisinart", "OXO", "Ninja", "Instant Pot", "Lodge", "Dyson", "Keurig", "Pyrex",
      "Le Creuset", "Hamilton Beach", "Breville", "T-fal", "Zwilling", "iRobot", "Shark",
    ],
    adjectives: [
      "Stainless Steel", "Non-Stick", "Cast Iron", "Programmable", "Dishwasher-Safe", "Cordless", "Compact",
      "Heavy-Duty", "Ceramic", "Glass", "Digital", "Classic",
    ],
    materials: ["stainless steel", "cast iron", "borosilicate glass", "BPA-free plastic", "bamboo", "ceramic"],
    uses: ["busy weeknights", "holiday dinners", "small apartments", "meal prep", "entertaining guests"],
    tags: ["kitchen", "home", "dishwasher safe"],
    subcategories: [
      DemoSubcategory(name: "Cookware", leaves: [
        DemoLeaf(name: "Pots & Pans", adjectives: ["Stainless Steel", "Non-Stick", "Cast Iron", "Ceramic", "Tri-Ply", "Enameled"],
                 nouns: ["Skillet", "Frying Pan", "Dutch Oven", "Saucepan", "Cookware Set"],
                 price: 19...399, features: ["an induction-ready base", "oven-safe handles", "a tight-fitting lid",
                                             "even heat distribution", "a pre-seasoned surface"]),
        DemoLeaf(name: "Bakeware", adjectives: ["Non-Stick", "Glass", "Ceramic", "Heavy-Duty", "Silicone"],
                 nouns: ["Baking Sheet", "Cake Pan", "Muffin Tin", "Casserole Dish"],
                 price: 9...79, features: ["a non-stick coating", "rolled edges", "a warp-resistant core"]),
      ]),
      DemoSubcategory(name: "Small Appliances", leaves: [
        DemoLeaf(name: "Coffee Makers", adjectives: ["Programmable", "Stainless Steel", "Single-Serve", "Compact", "Digital"],
                 nouns: ["Coffee Maker", "Espresso Machine", "Coffee Grinder", "Kettle"],
                 price: 24...799, features: ["a 12-cup carafe", "a built-in grinder", "a milk frother",
                                             "programmable brewing", "an auto shut-off"]),
        DemoLeaf(name: "Blenders", adjectives: ["High-Speed", "Compact", "Personal", "Professional", "Cordless"],
                 nouns: ["Blender", "Food Processor", "Hand Mixer", "Stand Mixer"],
                 price: 29...549, features: ["a 1,200 W motor", "pulse control", "a 64-ounce jar",
                                             "ten speed settings", "a tamper"]),
        DemoLeaf(name: "Air Fryers", adjectives: ["Digital", "Programmable", "Compact", "Family-Size", "Stainless Steel"],
                 nouns: ["Air Fryer", "Pressure Cooker", "Slow Cooker", "Toaster Oven"],
                 price: 39...299, features: ["a 6-quart basket", "eight presets", "a delay-start timer",
                                             "a viewing window"]),
      ]),
      DemoSubcategory(name: "Home Decor", leaves: [
        DemoLeaf(name: "Lighting", adjectives: ["Modern", "Dimmable", "Vintage", "LED", "Smart"],
                 nouns: ["Table Lamp", "Floor Lamp", "String Lights", "Pendant Light"],
                 price: 14...299, features: ["a dimmable LED bulb", "a linen shade", "a touch switch"]),
        DemoLeaf(name: "Bedding", adjectives: ["Organic Cotton", "Hypoallergenic", "Cooling", "Linen", "Down Alternative"],
                 nouns: ["Comforter", "Sheet Set", "Pillow", "Duvet Cover"],
                 price: 19...249, features: ["400 thread count", "deep pockets", "hypoallergenic fill"]),
      ]),
      DemoSubcategory(name: "Cleaning", leaves: [
        DemoLeaf(name: "Vacuums", adjectives: ["Cordless", "Bagless", "Lightweight", "Smart", "Pet Hair"],
                 nouns: ["Vacuum Cleaner", "Robot Vacuum", "Stick Vacuum", "Handheld Vacuum"],
                 price: 49...899, features: ["a HEPA filter", "60 minutes of run time", "self-emptying",
                                             "smart mapping", "a tangle-free brush roll"]),
      ]),
    ]
  )

  static let clothing = DemoDepartment(
    name: "Clothing", weight: 0.12, style: .colour,
    brands: [
      "Nike", "Adidas", "Levi's", "Uniqlo", "H&M", "Patagonia", "The North Face", "Columbia", "Zara",
      "Gap", "Ralph Lauren", "Calvin Klein", "Under Armour", "Carhartt", "Champion",
    ],
    adjectives: [
      "Slim Fit", "Relaxed Fit", "Classic", "Organic Cotton", "Lightweight", "Waterproof", "Insulated",
      "Stretch", "Vintage", "Quilted", "Breathable", "Cropped",
    ],
    materials: ["organic cotton", "merino wool", "recycled polyester", "linen", "denim", "fleece"],
    uses: ["everyday wear", "the office", "weekend trips", "cold mornings", "layering", "rainy days"],
    tags: ["apparel", "fashion", "machine washable"],
    subcategories: [
      DemoSubcategory(name: "Men", leaves: [
        DemoLeaf(name: "Jeans", adjectives: ["Slim Fit", "Relaxed Fit", "Stretch", "Vintage", "Straight-Leg"],
                 nouns: ["Jeans", "Chinos", "Cargo Pants"],
                 price: 24...149, features: ["a five-pocket design", "a button fly", "reinforced seams"]),
        DemoLeaf(name: "Jackets", adjectives: ["Waterproof", "Insulated", "Lightweight", "Quilted", "Packable"],
                 nouns: ["Jacket", "Rain Jacket", "Puffer Jacket", "Fleece Jacket", "Parka"],
                 price: 39...399, features: ["a removable hood", "zippered pockets", "a packable design",
                                             "sealed seams"]),
        DemoLeaf(name: "Shirts", adjectives: ["Classic", "Organic Cotton", "Slim Fit", "Relaxed Fit", "Vintage"],
                 nouns: ["T-Shirt", "Oxford Shirt", "Polo Shirt", "Flannel Shirt"],
                 price: 9...89, features: ["a crew neck", "a button-down collar", "a tagless label"]),
      ]),
      DemoSubcategory(name: "Women", leaves: [
        DemoLeaf(name: "Dresses", adjectives: ["Floral", "Linen", "Casual", "Midi", "Organic Cotton"],
                 nouns: ["Dress", "Maxi Dress", "Wrap Dress", "Shirt Dress"],
                 price: 24...199, features: ["a flattering waist tie", "side pockets", "a flowing skirt"]),
        DemoLeaf(name: "Sweaters", adjectives: ["Cashmere", "Cable-Knit", "Oversized", "Merino Wool", "Cropped"],
                 nouns: ["Sweater", "Cardigan", "Turtleneck", "Hoodie"],
                 price: 19...179, features: ["ribbed cuffs", "a relaxed silhouette", "a soft brushed interior"]),
        DemoLeaf(name: "Leggings", adjectives: ["High-Waisted", "Stretch", "Breathable", "Lightweight", "Fleece-Lined"],
                 nouns: ["Leggings", "Joggers", "Yoga Pants"],
                 price: 14...99, features: ["a high waistband", "four-way stretch", "a hidden pocket"]),
      ]),
      DemoSubcategory(name: "Shoes", leaves: [
        DemoLeaf(name: "Sneakers", adjectives: ["Lightweight", "Breathable", "Classic", "Cushioned", "Retro"],
                 nouns: ["Sneakers", "Running Shoes", "Trainers", "Slip-On Shoes"],
                 price: 29...229, features: ["a cushioned midsole", "a breathable mesh upper",
                                             "a grippy rubber outsole", "a padded collar"]),
        DemoLeaf(name: "Boots", adjectives: ["Waterproof", "Insulated", "Leather", "Classic", "Lace-Up"],
                 nouns: ["Boots", "Hiking Boots", "Chelsea Boots", "Snow Boots"],
                 price: 49...299, features: ["a waterproof membrane", "a lugged sole", "a side zip"]),
      ]),
    ]
  )

  static let sports = DemoDepartment(
    name: "Sports", weight: 0.10, style: .modelNumber,
    brands: [
      "Nike", "Adidas", "Wilson", "Coleman", "Yeti", "Spalding", "Garmin", "Fitbit", "Bowflex", "Schwinn",
      "Osprey", "Hydro Flask", "Callaway", "Rawlings",
    ],
    adjectives: [
      "Adjustable", "Lightweight", "Professional", "Foldable", "Insulated", "Durable", "Ultralight",
      "All-Weather", "Competition", "Training",
    ],
    materials: ["ripstop nylon", "aluminum alloy", "EVA foam", "stainless steel", "natural rubber"],
    uses: ["home workouts", "camping trips", "marathon training", "the trail", "team practice"],
    tags: ["outdoor", "fitness", "sport"],
    subcategories: [
      DemoSubcategory(name: "Fitness", leaves: [
        DemoLeaf(name: "Weights", adjectives: ["Adjustable", "Rubber-Coated", "Cast Iron", "Hex", "Compact"],
                 nouns: ["Dumbbells", "Kettlebell", "Weight Bench", "Resistance Bands"],
                 price: 14...499, features: ["a knurled grip", "quick weight changes", "a compact stand"]),
        DemoLeaf(name: "Yoga", adjectives: ["Non-Slip", "Eco-Friendly", "Extra-Thick", "Lightweight", "Travel"],
                 nouns: ["Yoga Mat", "Foam Roller", "Yoga Blocks"],
                 price: 9...119, features: ["a non-slip surface", "a carrying strap", "6 mm cushioning"]),
        DemoLeaf(name: "Trackers", adjectives: ["Waterproof", "Smart", "Lightweight", "GPS", "Solar"],
                 nouns: ["Fitness Tracker", "GPS Watch", "Heart Rate Monitor"],
                 price: 39...599, features: ["built-in GPS", "sleep tracking", "a seven-day battery"]),
      ]),
      DemoSubcategory(name: "Outdoor Recreation", leaves: [
        DemoLeaf(name: "Camping", adjectives: ["Ultralight", "Waterproof", "Insulated", "Foldable", "4-Person"],
                 nouns: ["Tent", "Sleeping Bag", "Camping Chair", "Lantern", "Cooler"],
                 price: 19...599, features: ["a two-minute setup", "a rain fly", "a 20-degree rating",
                                             "a carry bag"]),
        DemoLeaf(name: "Hiking", adjectives: ["Lightweight", "Insulated", "Ultralight", "Waterproof", "Adjustable"],
                 nouns: ["Backpack", "Trekking Poles", "Water Bottle", "Hydration Pack"],
                 price: 14...299, features: ["a ventilated back panel", "a hip belt", "a leakproof lid"]),
      ]),
      DemoSubcategory(name: "Team Sports", leaves: [
        DemoLeaf(name: "Balls", adjectives: ["Official", "Competition", "Training", "Indoor", "All-Weather"],
                 nouns: ["Basketball", "Soccer Ball", "Volleyball", "Football"],
                 price: 12...79, features: ["a composite leather cover", "deep channels", "official size"]),
        DemoLeaf(name: "Rackets", adjectives: ["Professional", "Lightweight", "Beginner", "Competition", "Carbon"],
                 nouns: ["Tennis Racket", "Badminton Set", "Pickleball Paddle"],
                 price: 19...249, features: ["a graphite frame", "a cushioned grip", "a protective cover"]),
      ]),
    ]
  )

  static let toys = DemoDepartment(
    name: "Toys", weight: 0.09, style: .plain,
    brands: [
      "LEGO", "Hasbro", "Mattel", "Fisher-Price", "Melissa & Doug", "Hot Wheels", "Play-Doh", "Nerf",
      "Ravensburger", "VTech", "Barbie", "Crayola",
    ],
    adjectives: [
      "Deluxe", "Classic", "Interactive", "Educational", "Wooden", "Magnetic", "Remote Control", "Glow-in-the-Dark",
      "Collectible", "Giant",
    ],
    materials: ["sustainably sourced wood", "non-toxic plastic", "soft plush", "recycled cardboard"],
    uses: ["rainy afternoons", "family game night", "birthday parties", "curious toddlers", "STEM learning"],
    tags: ["kids", "gift idea", "ages 3+"],
    subcategories: [
      DemoSubcategory(name: "Building Toys", leaves: [
        DemoLeaf(name: "Building Sets", adjectives: ["Deluxe", "Magnetic", "Classic", "Educational", "Creative"],
                 nouns: ["Building Set", "Brick Set", "Construction Kit", "Marble Run"],
                 price: 9...199, features: ["over 500 pieces", "step-by-step instructions", "compatible bricks"]),
      ]),
      DemoSubcategory(name: "Games & Puzzles", leaves: [
        DemoLeaf(name: "Board Games", adjectives: ["Classic", "Family", "Deluxe", "Cooperative", "Travel"],
                 nouns: ["Board Game", "Card Game", "Strategy Game", "Trivia Game"],
                 price: 9...69, features: ["two to six players", "30-minute rounds", "easy-to-learn rules"]),
        DemoLeaf(name: "Puzzles", adjectives: ["Wooden", "Classic", "Glow-in-the-Dark", "Panoramic", "Magnetic"],
                 nouns: ["Jigsaw Puzzle", "3D Puzzle", "Puzzle Cube"],
                 price: 7...49, features: ["1,000 pieces", "a poster guide", "precision-cut pieces"]),
      ]),
      DemoSubcategory(name: "Vehicles & Remote Control", leaves: [
        DemoLeaf(name: "RC Cars", adjectives: ["High-Speed", "Remote Control", "Off-Road", "Rechargeable", "Stunt"],
                 nouns: ["RC Car", "Drone", "Monster Truck", "Race Track"],
                 price: 19...249, features: ["a 2.4 GHz remote", "a rechargeable battery", "all-terrain tires"]),
      ]),
      DemoSubcategory(name: "Dolls & Plush", leaves: [
        DemoLeaf(name: "Stuffed Animals", adjectives: ["Giant", "Soft", "Classic", "Interactive", "Collectible"],
                 nouns: ["Teddy Bear", "Plush Unicorn", "Stuffed Dinosaur", "Doll"],
                 price: 7...59, features: ["embroidered eyes", "surface-washable fabric", "a huggable size"]),
      ]),
    ]
  )

  static let beauty = DemoDepartment(
    name: "Beauty", weight: 0.07, style: .plain,
    brands: [
      "L'Oreal", "Neutrogena", "Olay", "CeraVe", "Maybelline", "Nivea", "Dove", "Clinique", "The Ordinary",
      "Revlon", "Aveeno", "Garnier",
    ],
    adjectives: [
      "Hydrating", "Fragrance-Free", "Gentle", "Daily", "Overnight", "Vitamin C", "Mineral", "Long-Lasting",
      "Matte", "Sensitive Skin",
    ],
    materials: ["hyaluronic acid", "shea butter", "aloe vera", "niacinamide", "argan oil", "ceramides"],
    uses: ["dry skin", "a morning routine", "sensitive skin", "travel bags", "all-day wear"],
    tags: ["cruelty free", "skincare", "beauty"],
    subcategories: [
      DemoSubcategory(name: "Skin Care", leaves: [
        DemoLeaf(name: "Moisturizers", adjectives: ["Hydrating", "Fragrance-Free", "Daily", "Overnight", "Vitamin C"],
                 nouns: ["Moisturizer", "Face Cream", "Night Cream", "Serum"],
                 price: 6...89, features: ["SPF 30", "a lightweight texture", "non-comedogenic ingredients"]),
        DemoLeaf(name: "Cleansers", adjectives: ["Gentle", "Foaming", "Fragrance-Free", "Daily", "Sensitive Skin"],
                 nouns: ["Cleanser", "Face Wash", "Micellar Water", "Exfoliator"],
                 price: 5...39, features: ["a foaming formula", "a pH-balanced formula", "no sulfates"]),
      ]),
      DemoSubcategory(name: "Makeup", leaves: [
        DemoLeaf(name: "Face", adjectives: ["Long-Lasting", "Matte", "Mineral", "Lightweight", "Full-Coverage"],
                 nouns: ["Foundation", "Concealer", "Powder", "Primer"],
                 price: 6...59, features: ["buildable coverage", "a natural finish", "twenty shades"]),
        DemoLeaf(name: "Eyes", adjectives: ["Waterproof", "Long-Lasting", "Volumizing", "Smudge-Proof", "Matte"],
                 nouns: ["Mascara", "Eyeliner", "Eyeshadow Palette"],
                 price: 5...49, features: ["a smudge-proof formula", "a precision tip", "blendable pigments"]),
      ]),
      DemoSubcategory(name: "Hair Care", leaves: [
        DemoLeaf(name: "Shampoo", adjectives: ["Hydrating", "Volumizing", "Sulfate-Free", "Clarifying", "Color-Safe"],
                 nouns: ["Shampoo", "Conditioner", "Hair Mask", "Dry Shampoo"],
                 price: 5...45, features: ["color-safe ingredients", "a clarifying formula", "frizz control"]),
      ]),
    ]
  )

  static let garden = DemoDepartment(
    name: "Garden", weight: 0.06, style: .plain,
    brands: [
      "Scotts", "Miracle-Gro", "Fiskars", "Gardena", "Black+Decker", "Greenworks", "Weber", "Sun Joe",
      "Burpee", "Suncast",
    ],
    adjectives: [
      "Cordless", "Heavy-Duty", "Ergonomic", "Weatherproof", "Expandable", "Solar-Powered", "Organic",
      "Raised", "Adjustable",
    ],
    materials: ["powder-coated steel", "UV-resistant resin", "cedar wood", "galvanized steel", "natural fiber"],
    uses: ["spring planting", "small balconies", "backyard barbecues", "vegetable beds", "lawn care"],
    tags: ["outdoor", "garden", "weather resistant"],
    subcategories: [
      DemoSubcategory(name: "Gardening Tools", leaves: [
        DemoLeaf(name: "Hand Tools", adjectives: ["Ergonomic", "Heavy-Duty", "Stainless Steel", "Expandable", "Folding"],
                 nouns: ["Pruning Shears", "Trowel", "Garden Hose", "Rake", "Shovel"],
                 price: 8...89, features: ["a rust-resistant blade", "a cushioned grip", "a hanging hole"]),
        DemoLeaf(name: "Power Tools", adjectives: ["Cordless", "Electric", "Brushless", "Self-Propelled", "Lightweight"],
                 nouns: ["Lawn Mower", "Leaf Blower", "Hedge Trimmer", "String Trimmer"],
                 price: 49...599, features: ["a 40 V battery", "a brushless motor", "variable speed"]),
      ]),
      DemoSubcategory(name: "Outdoor Living", leaves: [
        DemoLeaf(name: "Grills", adjectives: ["Portable", "Stainless Steel", "Heavy-Duty", "Compact", "Weatherproof"],
                 nouns: ["Gas Grill", "Charcoal Grill", "Pellet Grill", "Grill Cover"],
                 price: 29...999, features: ["porcelain-enameled grates", "a built-in thermometer",
                                             "side shelves"]),
        DemoLeaf(name: "Patio Furniture", adjectives: ["Weatherproof", "Folding", "Adjustable", "Teak", "Outdoor"],
                 nouns: ["Patio Chair", "Hammock", "Umbrella", "Outdoor Rug"],
                 price: 29...699, features: ["fade-resistant fabric", "a folding frame", "weighted base"]),
      ]),
      DemoSubcategory(name: "Plants & Seeds", leaves: [
        DemoLeaf(name: "Seeds", adjectives: ["Organic", "Heirloom", "Non-GMO", "Starter", "Premium"],
                 nouns: ["Seed Kit", "Vegetable Seeds", "Flower Seeds", "Potting Soil"],
                 price: 4...39, features: ["heirloom varieties", "a germination guide", "non-GMO seeds"]),
      ]),
    ]
  )

  static let office = DemoDepartment(
    name: "Office Products", weight: 0.05, style: .plain,
    brands: [
      "Staples", "Moleskine", "Pilot", "Sharpie", "Post-it", "Brother", "Epson", "Herman Miller", "Fellowes",
      "Avery",
    ],
    adjectives: [
      "Ergonomic", "Refillable", "Recycled", "Premium", "Compact", "Adjustable", "Wireless", "Heavy-Duty",
    ],
    materials: ["acid-free paper", "breathable mesh", "recycled cardboard", "steel", "vegan leather"],
    uses: ["the home office", "students", "note-taking", "small businesses", "long meetings"],
    tags: ["office", "school supplies", "back to school"],
    subcategories: [
      DemoSubcategory(name: "Office Supplies", leaves: [
        DemoLeaf(name: "Writing", adjectives: ["Refillable", "Recycled", "Premium", "Dotted", "Pocket"],
                 nouns: ["Notebook", "Gel Pens", "Highlighters", "Planner", "Sticky Notes"],
                 price: 3...39, features: ["smooth ink flow", "dotted pages", "a lay-flat binding"]),
      ]),
      DemoSubcategory(name: "Office Furniture", leaves: [
        DemoLeaf(name: "Chairs", adjectives: ["Ergonomic", "Adjustable", "Mesh", "Executive", "Electric"],
                 nouns: ["Office Chair", "Desk Chair", "Standing Desk", "Footrest"],
                 price: 49...1299, features: ["lumbar support", "adjustable armrests", "a memory preset"]),
      ]),
      DemoSubcategory(name: "Printers & Ink", leaves: [
        DemoLeaf(name: "Printers", adjectives: ["Wireless", "Compact", "All-in-One", "High-Yield", "Color"],
                 nouns: ["Printer", "Laser Printer", "Ink Cartridge", "Label Maker"],
                 price: 19...499, features: ["duplex printing", "wireless printing", "high-yield cartridges"]),
      ]),
    ]
  )

  static let petSupplies = DemoDepartment(
    name: "Pet Supplies", weight: 0.03, style: .plain,
    brands: ["Purina", "Kong", "Pedigree", "Blue Buffalo", "Petmate", "Frisco", "Chuckit!", "Hill's"],
    adjectives: ["Durable", "Orthopedic", "Grain-Free", "Interactive", "Washable", "Automatic", "Chew-Resistant"],
    materials: ["natural rubber", "memory foam", "stainless steel", "real chicken", "ripstop fabric"],
    uses: ["large dogs", "indoor cats", "puppies", "senior pets", "long walks"],
    tags: ["pets", "dog", "cat"],
    subcategories: [
      DemoSubcategory(name: "Dogs", leaves: [
        DemoLeaf(name: "Dog Toys", adjectives: ["Durable", "Interactive", "Chew-Resistant", "Squeaky", "Floating"],
                 nouns: ["Dog Toy", "Chew Toy", "Tennis Balls", "Tug Rope"],
                 price: 4...39, features: ["a squeaker", "a treat pocket", "bright colors"]),
        DemoLeaf(name: "Dog Beds", adjectives: ["Orthopedic", "Washable", "Waterproof", "Calming", "Elevated"],
                 nouns: ["Dog Bed", "Crate Pad", "Dog Blanket"],
                 price: 19...199, features: ["a removable cover", "bolstered edges", "a non-skid bottom"]),
      ]),
      DemoSubcategory(name: "Cats", leaves: [
        DemoLeaf(name: "Cat Furniture", adjectives: ["Multi-Level", "Automatic", "Modern", "Compact", "Self-Cleaning"],
                 nouns: ["Cat Tree", "Scratching Post", "Litter Box", "Cat Feeder"],
                 price: 12...249, features: ["sisal-wrapped posts", "a cozy condo", "a programmable timer"]),
      ]),
    ]
  )
}
