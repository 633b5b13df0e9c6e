extension NumberInteractor: NumericBoundsInteractor {}
